import { baseApi } from './baseApi';
import { request, type Result } from './contractTypes';
import { resultOf } from './envelope';

/**
 * docs/behaviour.md §4.6: the blog's one image upload (multipart field `file`; the base query adds the
 * token header). It serves every feature that takes a picture, so it lives here, not in one of them.
 */
export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<Result<'upload.image'>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return request('upload.image', { url: '/upload/img', method: 'POST', body });
      },
      transformResponse: resultOf<Result<'upload.image'>>,
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
