import { baseApi } from '@/shared/api/baseApi';
import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';

/** docs/behaviour.md §5.2 Notification. */
export interface Notification {
  id: number;
  type: number;
  to_id: number;
  message: string;
  /** 1 unread, 2 read. */
  isView: number;
  createdAt?: string;
}

export interface NotifyPage {
  list: Notification[];
  total: number;
}

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
      query: ({ current, userId }) => ({ url: '/notify/getNotifyList', method: 'POST', body: { current, userId } }),
      transformResponse: (body: ApiEnvelope<NotifyPage>) => body.result ?? EMPTY,
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
      query: ({ id }) => ({ url: `/notify/update/${id}`, method: 'PUT' }),
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
      query: ({ id }) => ({ url: `/notify/delete/${id}`, method: 'PUT' }),
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
