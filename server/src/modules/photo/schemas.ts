import { Type } from '@sinclair/typebox';

export const AlbumIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const AlbumItem = Type.Object({
  id: Type.Integer(),
  album_name: Type.String(),
  /** The album's cover, or its first public photo when none was chosen ('' when it has none). */
  album_cover: Type.String(),
  description: Type.String(),
});

export const PhotoItem = Type.Object({ id: Type.Integer(), url: Type.String() });
