import { baseApi } from '@/shared/api/baseApi';
import { resultOf } from '@/shared/api/envelope';
import { request, type Body, type Result } from '@/shared/api/contractTypes';

// 即时通讯推送 on 通知设置 (docs/behaviour.md §5.3.1), from protocol/api/push.ts.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['PushChannels'] });

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    pushChannels: build.query<Result<'push.channels'>, void>({
      query: () => request('push.channels', '/push/channels'),
      transformResponse: resultOf<Result<'push.channels'>>,
      providesTags: ['PushChannels'],
    }),
    savePushChannel: build.mutation<Result<'push.save'>, Body<'push.save'>>({
      query: (body) => request('push.save', { url: '/push/channels', method: 'POST', body }),
      transformResponse: resultOf<Result<'push.save'>>,
      invalidatesTags: ['PushChannels'],
    }),
    removePushChannel: build.mutation<Result<'push.remove'>, number>({
      query: (id) => request('push.remove', { url: `/push/channels/${id}`, method: 'DELETE' }),
      transformResponse: resultOf<Result<'push.remove'>>,
      invalidatesTags: ['PushChannels'],
    }),
    testPushChannel: build.mutation<Result<'push.test'>, number>({
      query: (id) => request('push.test', { url: `/push/test/${id}`, method: 'POST' }),
      transformResponse: resultOf<Result<'push.test'>>,
    }),
  }),
});

export const {
  usePushChannelsQuery,
  useSavePushChannelMutation,
  useRemovePushChannelMutation,
  useTestPushChannelMutation,
} = pushApi;
