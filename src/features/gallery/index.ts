// Photo albums (/photoAlbum) and one album's gallery (/photos?id) with its lightbox.
export { AlbumList } from './AlbumList';
export { AlbumGallery } from './AlbumGallery';
export { galleryApi, useGetAlbumListQuery } from './galleryApi';
export type { Album, Photo } from './galleryTypes';
