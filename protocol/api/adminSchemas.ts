import { Type } from '@sinclair/typebox';
import { URL_MAX, URL_PATTERNS } from '../urlRules';
import { Envelope } from './envelope';
import { PageNumber, PageSize } from './paging';

// The inputs every admin area of the desk shares (docs/admin-api.md), read by the admin contracts
// (protocol/api/admin*.ts) and by the article routes.

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Bulk actions: 1–50 distinct ids at once. */
export const IdListBody = Type.Object(
  {
    idList: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export const Count = Type.Object({ count: Type.Integer() });
export const Created = Type.Object({ id: Type.Integer() });
/** A create or an edit answers the row's id. */
export const IdEnvelope = Envelope(Created);

/** A plain-text search word; never used as a pattern (LIKE wildcards are escaped). */
export const Keyword = Type.String({ maxLength: 64 });

/** Paging in a query string; both bounded (400 past them), size capped to 50 by clampPaging. */
export const QueryPaging = { current: PageNumber({ default: 1 }), size: PageSize({ default: 10 }) };

/**
 * An image or link field: '', one of our uploads, or an http(s) URL, by the one URL rule of
 * protocol/urlRules.ts. No other scheme (javascript:, data:) and no character that could leave a
 * CSS string or an attribute ever reaches a reader's page (docs/security.md, URL fields).
 */
export const ImageUrl = Type.String({ maxLength: URL_MAX, pattern: URL_PATTERNS.imageOrEmpty });
export const WebUrl = Type.String({ maxLength: URL_MAX, pattern: URL_PATTERNS.webOrEmpty });
/** '' or one of our uploads (resource-site icons). */
export const UploadUrl = Type.String({ maxLength: URL_MAX, pattern: URL_PATTERNS.uploadOrEmpty });
/** A required http(s) address. */
export const RequiredWebUrl = Type.String({ minLength: 1, maxLength: URL_MAX, pattern: URL_PATTERNS.web });

export { PublicStatus, TopFlag } from '../adminRows';
