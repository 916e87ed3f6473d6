// The paging schemas live with the API contracts (protocol/api/paging.ts); the server's modules keep
// reaching them here.
export * from '@protocol/api/paging';
