import { baseApi } from './baseApi';
import { resultOf } from './envelope';

/**
 * docs/behaviour.md §4.6: the blog's one image upload (multipart field `file`; the base query adds the
 * token header). It serves every feature that takes a picture, so it lives here, not in one of them.
 */
export const uploadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<{ url: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/upload/img', method: 'POST', body };
      },
      transformResponse: resultOf<{ url: string }>,
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
