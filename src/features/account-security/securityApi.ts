import { baseApi } from '@/shared/api/baseApi';
import { request, type Answer, type Body, type Result } from '@/shared/api/contractTypes';
import { resultOf } from '@/shared/api/envelope';

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
    setAdminPolicy: build.mutation<null, Body<'account.adminPolicy'>>({
      query: (body) => request('account.adminPolicy', { url: '/account/adminPolicy', method: 'POST', body }),
      transformResponse: () => null,
      invalidatesTags: ['AccountSecurity'],
    }),
    getPasskeys: build.query<Result<'account.passkeys'>, void>({
      query: () => request('account.passkeys', '/account/passkeys'),
      transformResponse: (envelope: Answer<'account.passkeys'>) => envelope.result ?? [],
      providesTags: ['AccountSecurity'],
    }),
    passkeyCheckOptions: build.mutation<Result<'account.passkeyCheckOptions'>, void>({
      query: () => request('account.passkeyCheckOptions', { url: '/account/passkeys/checkOptions', method: 'POST' }),
      transformResponse: resultOf<Result<'account.passkeyCheckOptions'>>,
    }),
    passkeyRegisterOptions: build.mutation<
      Result<'account.passkeyRegisterOptions'>,
      Body<'account.passkeyRegisterOptions'>
    >({
      query: (body) =>
        request('account.passkeyRegisterOptions', { url: '/account/passkeys/registerOptions', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.passkeyRegisterOptions'>>,
    }),
    registerPasskey: build.mutation<Result<'account.passkeyRegister'>, Body<'account.passkeyRegister'>>({
      query: (body) => request('account.passkeyRegister', { url: '/account/passkeys/register', method: 'POST', body }),
      transformResponse: resultOf<Result<'account.passkeyRegister'>>,
      invalidatesTags: ['AccountSecurity'],
    }),
    removePasskey: build.mutation<null, Body<'account.passkeyRemove'>>({
      query: (body) => request('account.passkeyRemove', { url: '/account/passkeys/remove', method: 'POST', body }),
      transformResponse: () => null,
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
  useSetAdminPolicyMutation,
  useGetPasskeysQuery,
  usePasskeyCheckOptionsMutation,
  usePasskeyRegisterOptionsMutation,
  useRegisterPasskeyMutation,
  useRemovePasskeyMutation,
  useGetDevicesQuery,
  useRevokeDeviceMutation,
  useRevokeOtherDevicesMutation,
} = securityApi;
