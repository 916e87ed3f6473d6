import { useState } from 'react';
import { useAdminCreateMutation, useAdminUpdateMutation } from './adminCrudApi';
import type { AdminWrite, AreaWith, RecordBody } from './deskTables';
import { useAdminNotice } from './useAdminNotice';
import type { RecordValues } from './recordFields';

/** Create / edit state for one area's RecordDialog: which record is open and how to save it. */
export function useRecordEditing<K extends AreaWith<'create'>>(
  resource: K,
  toBody: (values: RecordValues) => NoInfer<RecordBody<K>>,
) {
  const [editing, setEditing] = useState<{ id: number | null; values: RecordValues } | null>(null);
  const [create] = useAdminCreateMutation();
  const [update] = useAdminUpdateMutation();
  const act = useAdminNotice();
  return {
    initial: editing?.values ?? null,
    isNew: editing?.id === null,
    open: (id: number | null, values: RecordValues) => setEditing({ id, values }),
    close: () => setEditing(null),
    submit: async (values: RecordValues) => {
      // TypeScript cannot spread a generic K over AdminWrite's union; each pair is K's by construction.
      const body: unknown = toBody(values);
      const id = editing?.id ?? null;
      const saved =
        id === null
          ? create({ resource, body } as AdminWrite<'create'>)
          : update({ resource, id, body } as AdminWrite<'update'> & { id: number });
      const answer = await act(saved, { success: '保存成功' });
      return answer !== null;
    },
  };
}
