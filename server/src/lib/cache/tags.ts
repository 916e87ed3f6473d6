// The cache's facts are named with the API contracts that declare them (protocol/api/cacheTags.ts).
export { CacheTag } from '@protocol/api/cacheTags';
