import { baseApi } from '@/shared/api/baseApi';
import type { ApiEnvelope } from '@/shared/api/errorCatalogue';
import type { UserInfo } from './userSlice';

/** docs/behaviour.md §4.5: login payload and result. */
export interface Credentials {
  username: string;
  password: string;
}
export interface LoginResult {
  token: string;
  id: number;
  username: string;
  role: number;
}
export interface RegisterPayload extends Credentials {
  nick_name: string;
}
/** docs/behaviour.md §4.5 updatePassword: old, new, confirm. */
export interface PasswordPayload {
  password: string;
  password1: string;
  password2: string;
}

/**
 * docs/behaviour.md §4.5, §4.6. Endpoints return the whole envelope: a non-zero `code` is a business
 * failure the caller shows as 错误提示 (docs/behaviour.md §4.1), not a transport error.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<ApiEnvelope<LoginResult>, Credentials>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
    }),
    register: build.mutation<ApiEnvelope<{ id: number; username: string }>, RegisterPayload>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    getUserInfoById: build.query<ApiEnvelope<UserInfo>, number>({
      query: (id) => `/user/getUserInfoById/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateOwnUserInfo: build.mutation<ApiEnvelope<UserInfo>, { nick_name: string; avatar: string }>({
      query: (body) => ({ url: '/user/updateOwnUserInfo', method: 'PUT', body }),
      invalidatesTags: (result) => (result?.result ? [{ type: 'User', id: result.result.id }] : []),
    }),
    updatePassword: build.mutation<ApiEnvelope<null>, PasswordPayload>({
      query: (body) => ({ url: '/user/updatePassword', method: 'PUT', body }),
    }),
    /** docs/behaviour.md §4.6: multipart field `file`; the base query adds the token header. */
    uploadImage: build.mutation<ApiEnvelope<{ url: string }>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/upload/img', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetUserInfoByIdQuery,
  useUpdateOwnUserInfoMutation,
  useUpdatePasswordMutation,
  useUploadImageMutation,
} = authApi;
