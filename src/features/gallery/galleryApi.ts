import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/envelope';
import type { Album, Photo } from './galleryTypes';

/** The public albums and the photos of one album. */
export const galleryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlbumList: build.query<Album[], void>({
      query: () => '/photoAlbum/getAllAlbumList',
      transformResponse: (envelope: ApiEnvelope<Album[]>) => envelope.result ?? [],
      providesTags: ['Photo'],
    }),
    getAlbumPhotos: build.query<Photo[], number>({
      query: (albumId) => `/photo/getAllPhotosByAlbumId/${albumId}`,
      transformResponse: (envelope: ApiEnvelope<Photo[]>) => envelope.result ?? [],
      providesTags: (_result, _error, albumId) => [{ type: 'Photo', id: albumId }],
    }),
  }),
});

export const { useGetAlbumListQuery, useGetAlbumPhotosQuery } = galleryApi;
