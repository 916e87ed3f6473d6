import { Type } from '@sinclair/typebox';

/** POST /api/upload/img answers where the stored image is served (a random name under /uploads/). */
export const Uploaded = Type.Object({ url: Type.String() });
