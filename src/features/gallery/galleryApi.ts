import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Result } from '@/shared/api/contractTypes';

/** The public albums and the photos of one album. */
export const galleryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlbumList: build.query<Result<'photo.albums'>, void>({
      query: () => request('photo.albums', '/photoAlbum/getAllAlbumList'),
      transformResponse: (envelope: Answer<'photo.albums'>) => envelope.result ?? [],
      providesTags: ['Photo'],
    }),
    getAlbumPhotos: build.query<Result<'photo.albumPhotos'>, number>({
      query: (albumId) => request('photo.albumPhotos', `/photo/getAllPhotosByAlbumId/${albumId}`),
      transformResponse: (envelope: Answer<'photo.albumPhotos'>) => envelope.result ?? [],
      providesTags: (_result, _error, albumId) => [{ type: 'Photo', id: albumId }],
    }),
  }),
});

export const { useGetAlbumListQuery, useGetAlbumPhotosQuery } = galleryApi;
