import { Type } from '@sinclair/typebox';

/**
 * The one paging input schema every paged route uses. Both numbers are bounded so a huge value is a
 * 400 with a Chinese message (server/src/plugins/errors.ts) instead of reaching SQL as a float OFFSET.
 */

/** No real blog has 100k pages; a deeper OFFSET only burns CPU. */
export const MAX_PAGE = 100_000;
/** Sizes up to this are accepted and then capped to MAX_PAGE_SIZE (server/src/lib/envelope.ts); beyond, 400. */
export const MAX_REQUESTED_SIZE = 1000;

/** `default` lets a body route fill in a missing value (ajv useDefaults). */
export const PageNumber = (options: { default?: number } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_PAGE, ...options });
export const PageSize = (options: { default?: number } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_REQUESTED_SIZE, ...options });

/** Spread into a route's body/params/query object: `Type.Object({ ...PagingFields, id })`. */
export const PagingFields = { current: PageNumber(), size: PageSize() };
/** The same, optional (body routes whose client may leave them out). */
export const OptionalPagingFields = { current: Type.Optional(PageNumber()), size: Type.Optional(PageSize()) };
