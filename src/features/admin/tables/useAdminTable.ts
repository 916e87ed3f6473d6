import { useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/useDebouncedValue';
import { useAdminBulkDeleteMutation, useAdminDeleteMutation, useAdminListQuery } from '../api/adminApi';
import { batches, BULK_DELETE, type AdminResource } from '../api/resources';
import { useAdminNotice } from '../api/useAdminNotice';

export const PAGE_SIZES = [10, 20, 50];

/**
 * The state of one admin table: paging, keyword, filters, selection, and deleting the selected
 * rows — through the area's bulk route when it has one, else one DELETE per row.
 */
export function useAdminTable(resource: AdminResource, initialFilters?: Record<string, string>) {
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
  const [remove] = useAdminDeleteMutation();
  const [removeMany] = useAdminBulkDeleteMutation();
  const act = useAdminNotice();

  const deleteIds = async (ids: number[]) => {
    let done = 0;
    if (BULK_DELETE[resource] && ids.length > 1) {
      for (const idList of batches(ids)) {
        const answer = await act(removeMany({ resource, idList }));
        if (answer) done += answer.data?.count ?? idList.length;
      }
    } else {
      for (const id of ids) {
        if (await act(remove({ resource, id }))) done += 1;
      }
    }
    setSelected((old) => old.filter((id) => !ids.includes(id)));
    return done;
  };

  return {
    query,
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

export type AdminTableState = ReturnType<typeof useAdminTable>;
