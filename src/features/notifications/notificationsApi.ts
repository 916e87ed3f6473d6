import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';

/** docs/behaviour.md §5.2 Notification (protocol/api/notify.ts). */
export type Notification = Result<'notify.list'>['list'][number];

/** What the drawer keeps: the pages loaded so far, merged, and the server's total. */
export type NotifyPage = Pick<Result<'notify.list'>, 'list' | 'total'>;

/** The cache is keyed by user, so one account never sees another's list after a switch. */
export interface NotifyListArgs {
  userId: number;
  current: number;
}

const EMPTY: NotifyPage = { list: [], total: 0 };

/**
 * docs/behaviour.md §5.2 Notifications. docs/behaviour.md §5.1 paging: page 1 replaces the list, later pages append; total
 * comes from the response. The drawer sends current and user id only (docs/behaviour.md §5.2).
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifyList: build.query<NotifyPage, NotifyListArgs>({
      query: ({ current, userId }) =>
        request('notify.list', { url: '/notify/getNotifyList', method: 'POST', body: { current, userId } }),
      transformResponse: (body: Answer<'notify.list'>): NotifyPage => body.result ?? EMPTY,
      serializeQueryArgs: ({ queryArgs }) => ({ userId: queryArgs.userId }),
      merge: (cache, incoming, { arg }) => {
        if (arg.current <= 1) return incoming;
        const seen = new Set(cache.list.map((n) => n.id));
        return { total: incoming.total, list: [...cache.list, ...incoming.list.filter((n) => !seen.has(n.id))] };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.current !== previousArg?.current,
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<null, { id: number; userId: number }>({
      query: ({ id }) => request('notify.markRead', { url: `/notify/update/${id}`, method: 'PUT' }),
      transformResponse: resultOf<null>,
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        // A failed call was already reported (base query / caller); only a success edits the cache.
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(
          notificationsApi.util.updateQueryData('getNotifyList', { userId, current: 1 }, (draft) => {
            const item = draft.list.find((n) => n.id === id);
            if (item) item.isView = 2;
          }),
        );
      },
    }),
    deleteNotification: build.mutation<null, { id: number; userId: number }>({
      query: ({ id }) => request('notify.remove', { url: `/notify/delete/${id}`, method: 'PUT' }),
      transformResponse: resultOf<null>,
      async onQueryStarted({ id, userId }, { dispatch, queryFulfilled }) {
        // A failed call was already reported (base query / caller); only a success edits the cache.
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(
          notificationsApi.util.updateQueryData('getNotifyList', { userId, current: 1 }, (draft) => {
            const before = draft.list.length;
            draft.list = draft.list.filter((n) => n.id !== id);
            if (draft.list.length < before) draft.total = Math.max(0, draft.total - 1);
          }),
        );
      },
    }),
  }),
});

export const { useGetNotifyListQuery, useMarkNotificationReadMutation, useDeleteNotificationMutation } =
  notificationsApi;
