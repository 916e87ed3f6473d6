import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Body, type Result } from '@/shared/api/contractTypes';

/** 账号安全 (docs/behaviour.md §4.7): the second factor's state and changes; each change refetches the state. */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSecurityStatus: build.query<Result<'account.status'>, void>({
      query: () => request('account.status', '/account/security'),
      transformResponse: (envelope: Answer<'account.status'>) =>
        envelope.result ?? { totp: false, recoveryCodesLeft: 0 },
      providesTags: ['AccountSecurity'],
    }),
    beginTotp: build.mutation<Result<'account.totpBegin'>, Body<'account.totpBegin'>>({
      query: (body) => request('account.totpBegin', { url: '/account/totp/begin', method: 'POST', body }),
      transformResponse: (envelope: Answer<'account.totpBegin'>) =>
        envelope.result ?? { secret: '', otpauthUrl: '', qrCode: '' },
    }),
    confirmTotp: build.mutation<Result<'account.totpConfirm'>, Body<'account.totpConfirm'>>({
      query: (body) => request('account.totpConfirm', { url: '/account/totp/confirm', method: 'POST', body }),
      transformResponse: (envelope: Answer<'account.totpConfirm'>) => envelope.result ?? { recoveryCodes: [] },
      invalidatesTags: ['AccountSecurity'],
    }),
    disableTotp: build.mutation<null, Body<'account.totpDisable'>>({
      query: (body) => request('account.totpDisable', { url: '/account/totp/disable', method: 'POST', body }),
      transformResponse: () => null,
      invalidatesTags: ['AccountSecurity'],
    }),
    renewRecoveryCodes: build.mutation<Result<'account.recoveryCodes'>, Body<'account.recoveryCodes'>>({
      query: (body) => request('account.recoveryCodes', { url: '/account/recoveryCodes', method: 'POST', body }),
      transformResponse: (envelope: Answer<'account.recoveryCodes'>) => envelope.result ?? { recoveryCodes: [] },
      invalidatesTags: ['AccountSecurity'],
    }),
    getDevices: build.query<Result<'account.devices'>, void>({
      query: () => request('account.devices', '/account/devices'),
      transformResponse: (envelope: Answer<'account.devices'>) => envelope.result ?? [],
      providesTags: ['AccountSecurity'],
    }),
    revokeDevice: build.mutation<null, Body<'account.revokeDevice'>>({
      query: (body) => request('account.revokeDevice', { url: '/account/devices/revoke', method: 'POST', body }),
      transformResponse: () => null,
      invalidatesTags: ['AccountSecurity'],
    }),
    revokeOtherDevices: build.mutation<null, void>({
      query: () => request('account.revokeOtherDevices', { url: '/account/devices/revokeOthers', method: 'POST' }),
      transformResponse: () => null,
      invalidatesTags: ['AccountSecurity'],
    }),
  }),
});

export const {
  useGetSecurityStatusQuery,
  useBeginTotpMutation,
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useRenewRecoveryCodesMutation,
  useGetDevicesQuery,
  useRevokeDeviceMutation,
  useRevokeOtherDevicesMutation,
} = securityApi;
