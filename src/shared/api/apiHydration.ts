import { createAction } from '@reduxjs/toolkit';

/**
 * The API cache state a server render fetched, dispatched on the client before hydration
 * (baseApi's extractRehydrationInfo takes it in), so the page's queries start fulfilled and make no
 * second request.
 */
export const apiHydrated = createAction<Record<string, unknown>>('ssr/apiHydrated');
