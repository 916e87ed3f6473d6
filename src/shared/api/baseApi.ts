import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { apiHydrated } from './apiHydration';

/**
 * The one RTK Query API for /api (docs/architecture.md). Features add their endpoints with
 * `baseApi.injectEndpoints` and export their own `<feature>Api`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  // A server-rendered page hands over what it fetched (docs/architecture.md, server rendering).
  extractRehydrationInfo(action, { reducerPath }) {
    // The payload is this API's own state as the server store had it; `never` lets it stand for it.
    if (apiHydrated.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
  tagTypes: [
    'Config',
    'PageHeader',
    'Statistic',
    'Article',
    'Category',
    'Tag',
    'Talk',
    'Photo',
    'Link',
    'Message',
    'Comment',
    'Like',
    'User',
    'Notification',
    'Chat',
    'AccountSecurity',
    'Series',
  ],
  endpoints: () => ({}),
});
