import { request, type Answer, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';
import { adminApi } from '../desk/adminApi';

/** An album's photos: many uploaded at once, reordered, deleted (protocol/api/adminAlbum.ts). */
const photoApi = adminApi.enhanceEndpoints({ addTagTypes: ['AlbumPhotos'] }).injectEndpoints({
  endpoints: (build) => ({
    albumPhotos: build.query<Result<'adminAlbum.photos'>, number>({
      query: (albumId) => request('adminAlbum.photos', `/admin/album/${albumId}/photo`),
      transformResponse: (body: Answer<'adminAlbum.photos'>) => body.result ?? [],
      providesTags: (_result, _error, albumId) => [{ type: 'AlbumPhotos', id: albumId }],
    }),
    uploadPhotos: build.mutation<Result<'adminAlbum.upload'>, { albumId: number; files: File[] }>({
      query: ({ albumId, files }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return request('adminAlbum.upload', { url: `/admin/album/${albumId}/photo/upload`, method: 'POST', body });
      },
      transformResponse: resultOf<Result<'adminAlbum.upload'>>,
      invalidatesTags: (_result, _error, { albumId }) => [
        { type: 'AlbumPhotos', id: albumId },
        'Photo',
        { type: 'AdminList', id: 'album' },
      ],
    }),
    orderPhotos: build.mutation<Result<'adminAlbum.order'>, { albumId: number; idList: number[] }>({
      query: ({ albumId, idList }) =>
        request('adminAlbum.order', { url: `/admin/album/${albumId}/photo/order`, method: 'PUT', body: { idList } }),
      transformResponse: resultOf<Result<'adminAlbum.order'>>,
      invalidatesTags: (_result, _error, { albumId }) => [{ type: 'AlbumPhotos', id: albumId }, 'Photo'],
    }),
    deletePhotos: build.mutation<Result<'adminAlbum.deletePhotos'>, { albumId: number; idList: number[] }>({
      query: ({ idList }) =>
        request('adminAlbum.deletePhotos', { url: '/admin/photo/delete', method: 'POST', body: { idList } }),
      transformResponse: resultOf<Result<'adminAlbum.deletePhotos'>>,
      invalidatesTags: (_result, _error, { albumId }) => [
        { type: 'AlbumPhotos', id: albumId },
        'Photo',
        { type: 'AdminList', id: 'album' },
      ],
    }),
  }),
});

export const { useAlbumPhotosQuery, useUploadPhotosMutation, useOrderPhotosMutation, useDeletePhotosMutation } =
  photoApi;
