import { resultOf, type ApiEnvelope } from '@/shared/api/envelope';
import type { AdminPhotoRow as AlbumPhoto } from '@protocol/adminRows';
import { adminApi } from '../desk/adminApi';

/** An album's photos: many uploaded at once, reordered, deleted. */
const photoApi = adminApi.enhanceEndpoints({ addTagTypes: ['AlbumPhotos'] }).injectEndpoints({
  endpoints: (build) => ({
    albumPhotos: build.query<AlbumPhoto[], number>({
      query: (albumId) => `/admin/album/${albumId}/photo`,
      transformResponse: (body: ApiEnvelope<AlbumPhoto[]>) => body.result ?? [],
      providesTags: (_result, _error, albumId) => [{ type: 'AlbumPhotos', id: albumId }],
    }),
    uploadPhotos: build.mutation<{ list: Pick<AlbumPhoto, 'id' | 'url'>[] }, { albumId: number; files: File[] }>({
      query: ({ albumId, files }) => {
        const body = new FormData();
        for (const file of files) body.append('file', file);
        return { url: `/admin/album/${albumId}/photo/upload`, method: 'POST', body };
      },
      transformResponse: resultOf<{ list: Pick<AlbumPhoto, 'id' | 'url'>[] }>,
      invalidatesTags: (_result, _error, { albumId }) => [
        { type: 'AlbumPhotos', id: albumId },
        'Photo',
        { type: 'AdminList', id: 'album' },
      ],
    }),
    orderPhotos: build.mutation<null, { albumId: number; idList: number[] }>({
      query: ({ albumId, idList }) => ({ url: `/admin/album/${albumId}/photo/order`, method: 'PUT', body: { idList } }),
      transformResponse: resultOf<null>,
      invalidatesTags: (_result, _error, { albumId }) => [{ type: 'AlbumPhotos', id: albumId }, 'Photo'],
    }),
    deletePhotos: build.mutation<{ count: number }, { albumId: number; idList: number[] }>({
      query: ({ idList }) => ({ url: '/admin/photo/delete', method: 'POST', body: { idList } }),
      transformResponse: resultOf<{ count: number }>,
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
