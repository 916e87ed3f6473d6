/** A public photo album as the album list sends it. */
export interface Album {
  id: number;
  album_name: string;
  album_cover: string;
  description: string;
}

/** One photo of an album. */
export interface Photo {
  id: number;
  url: string;
}

/** The gallery address of an album. */
export const albumPath = (id: number): string => `/photos?id=${id}`;
