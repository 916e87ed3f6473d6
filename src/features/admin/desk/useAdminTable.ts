import { useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useAdminBulkDeleteMutation, useAdminDeleteMutation, useAdminListQuery } from './adminCrudApi';
import type { Paged } from './adminTypes';
import { hasOperation, type AdminResource, type AdminRowOf } from './deskTables';
import { batches } from './resources';
import { useAdminNotice } from './useAdminNotice';

export const PAGE_SIZES = [10, 20, 50];

/**
 * The one place a row gets its area's type: the list route of area K answers K's rows (the schema
 * of protocol/adminRows.ts the server answers with); one endpoint serves every area, so its data
 * is typed as any area's rows.
 */
const pageOf = <K extends AdminResource>(_resource: K, data: Paged<AdminRowOf[AdminResource]> | undefined) =>
  data as Paged<AdminRowOf[K]> | undefined;

/** Every row of a small area at once, e.g. the resource categories offered by a select. */
export function useAllAdminRows<K extends AdminResource>(resource: K): AdminRowOf[K][] {
  const { data } = useAdminListQuery({ resource, current: 1, size: 1000 });
  return pageOf(resource, data)?.list ?? [];
}

/**
 * The state of one admin table over area K's rows: paging, keyword, filters, selection, and deleting
 * the selected rows — through the area's bulk route when it has one, else one DELETE per row.
 */
export function useAdminTable<K extends AdminResource>(resource: K, initialFilters?: Record<string, string>) {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(initialFilters ?? {});
  const [selected, setSelected] = useState<number[]>([]);
  const debouncedKeyword = useDebouncedValue(keyword, 300);
  const query = useAdminListQuery({
    resource,
    current,
    size,
    keyword: debouncedKeyword,
    filters,
  });
  const page = pageOf(resource, query.data);
  const [remove] = useAdminDeleteMutation();
  const [removeMany] = useAdminBulkDeleteMutation();
  const act = useAdminNotice();

  const deleteIds = async (ids: number[]) => {
    let done = 0;
    if (hasOperation(resource, 'bulkDelete') && ids.length > 1) {
      for (const idList of batches(ids)) {
        const answer = await act(removeMany({ resource, idList }));
        if (answer) done += answer.data?.count ?? idList.length;
      }
    } else if (hasOperation(resource, 'remove')) {
      for (const id of ids) {
        if (await act(remove({ resource, id }))) done += 1;
      }
    }
    setSelected((old) => old.filter((id) => !ids.includes(id)));
    return done;
  };

  return {
    rows: page?.list ?? [],
    total: page?.total ?? 0,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
    current,
    size,
    keyword,
    filters,
    selected,
    setSelected,
    setPage: setCurrent,
    setSize: (next: number) => {
      setSize(next);
      setCurrent(1);
    },
    setKeyword: (next: string) => {
      setKeyword(next);
      setCurrent(1);
    },
    setFilter: (key: string, value: string) => {
      setFilters((old) => ({ ...old, [key]: value }));
      setCurrent(1);
    },
    deleteIds,
    act,
  };
}

/** One table's state, over rows of type R. */
export type AdminTableState<R> = Omit<ReturnType<typeof useAdminTable>, 'rows'> & { rows: R[] };
