import type { Result } from '@/shared/api/contractTypes';

/** A public photo album as the album list sends it (protocol/api/photo.ts). */
export type Album = Result<'photo.albums'>[number];

/** One photo of an album. */
export type Photo = Result<'photo.albumPhotos'>[number];

/** The gallery address of an album. */
export const albumPath = (id: number): string => `/photos?id=${id}`;
