import { Type, type Static } from '@sinclair/typebox';
import { IdListBody, ImageUrl, PublicStatus } from '../shared/schemas';

export { AdminAlbumRow as AdminAlbum, AdminPhotoRow as AdminPhoto } from '@protocol/adminRows';

const fields = {
  album_name: Type.String({ minLength: 1, maxLength: 64 }),
  album_cover: ImageUrl,
  description: Type.String({ maxLength: 500 }),
  status: PublicStatus,
};

export const CreateBody = Type.Object(
  {
    album_name: fields.album_name,
    album_cover: Type.Optional(fields.album_cover),
    description: Type.Optional(fields.description),
    status: Type.Optional(fields.status),
  },
  { additionalProperties: false },
);
const Fields = Type.Object(fields);
export const UpdateBody = Type.Partial(Fields, { additionalProperties: false, minProperties: 1 });
export type AlbumInput = Static<typeof Fields>;

export const AddedPhotos = Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String() })) });

export const UrlListBody = Type.Object(
  { urlList: Type.Array(Type.String({ ...ImageUrl, minLength: 1 }), { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);

/** The album's photos in their new order. */
export const OrderBody = IdListBody;

/** One request may carry this many files. */
export const MAX_FILES_PER_UPLOAD = 20;
