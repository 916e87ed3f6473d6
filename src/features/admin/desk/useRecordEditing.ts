import { useState } from 'react';
import { useAdminCreateMutation, useAdminUpdateMutation } from './adminCrudApi';
import type { AdminBody, AdminWrite } from './adminRowTypes';
import type { AdminResource } from './resources';
import { useAdminNotice } from './useAdminNotice';
import type { RecordValues } from './recordFields';

/** Create / edit state for one area's RecordDialog: which record is open and how to save it. */
export function useRecordEditing<K extends AdminResource>(resource: K, toBody: (values: RecordValues) => AdminBody<K>) {
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
      // TypeScript cannot spread a generic K over AdminWrite's union; the pair is K's by construction.
      const write = { resource, body: toBody(values) } as AdminWrite;
      const id = editing?.id ?? null;
      const answer = await act(id === null ? create(write) : update({ ...write, id }), { success: '保存成功' });
      return answer !== null;
    },
  };
}
