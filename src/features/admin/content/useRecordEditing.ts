import { useState } from 'react';
import { useAdminCreateMutation, useAdminUpdateMutation } from '../api/adminApi';
import type { AdminResource } from '../api/resources';
import { useAdminNotice } from '../api/useAdminNotice';
import type { RecordValues } from '../components/recordFields';

/** Create / edit state for one area's RecordDialog: which record is open and how to save it. */
export function useRecordEditing(resource: AdminResource, toBody: (values: RecordValues) => object) {
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
      const body = toBody(values);
      const id = editing?.id ?? null;
      const answer = await act(id === null ? create({ resource, body }) : update({ resource, id, body }), {
        success: '保存成功',
      });
      return answer !== null;
    },
  };
}
