import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one RTK Query API for /api (docs/architecture.md). Features add their endpoints with
 * `baseApi.injectEndpoints` and export their own `<feature>Api`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
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
  ],
  endpoints: () => ({}),
});
