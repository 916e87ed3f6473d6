import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { EmptyEnvelope, Envelope } from './envelope';
import { RecoveryCodes, SignedIn, TotpEnrolment } from './account';
import { CreationOptions, FreshCheck, PasskeyAttestation } from './passkey';

// Second factor required for administrators (docs/behaviour.md §4.7, docs/security.md "Second
// factor"): the setting in 账号安全, and the enrolment an administrator without a factor goes
// through at sign-in with the enrolment ticket the password gave — the only thing it can do.
const tag = 'account';

const Ticket = Type.String({ maxLength: 128 });

/** A correct password of an administrator without a factor while one is required: no token, a ticket to enrol. */
export const EnrolmentNeeded = Type.Object({
  needEnrolment: Type.Literal(true),
  ticket: Type.String(),
});
export type EnrolmentNeeded = Static<typeof EnrolmentNeeded>;

export const enrolmentContracts = {
  adminPolicy: contract({
    method: 'POST',
    path: '/api/account/adminPolicy',
    tag,
    summary:
      '要求管理员使用二次验证（开启前须已设置二次验证；需验证码或通行密钥） · Require a second factor for administrators; needs a fresh check',
    auth: 'admin',
    body: Type.Composite([Type.Object({ adminSecondFactor: Type.Boolean() }), FreshCheck]),
    response: EmptyEnvelope(),
    failures: [400, 429],
    invalidates: [],
  }),
  enrolTotpBegin: contract({
    method: 'POST',
    path: '/api/user/login/enrol/totpBegin',
    tag,
    summary: '登录时设置两步验证：二维码与密钥（凭设置票据） · Enrol TOTP at sign-in with the enrolment ticket',
    auth: 'public',
    body: Type.Object({ ticket: Ticket }),
    response: Envelope(TotpEnrolment),
    failures: [400, 429],
    invalidates: [],
  }),
  enrolTotpConfirm: contract({
    method: 'POST',
    path: '/api/user/login/enrol/totpConfirm',
    tag,
    summary:
      '用第一个验证码完成设置并登录，返回 token 与恢复码 · Confirm with a first code: the token and the recovery codes',
    auth: 'public',
    body: Type.Object({ ticket: Ticket, code: Type.String({ maxLength: 32 }) }),
    response: Envelope(Type.Composite([SignedIn, RecoveryCodes])),
    failures: [400, 429],
    invalidates: [],
  }),
  enrolPasskeyOptions: contract({
    method: 'POST',
    path: '/api/user/login/enrol/passkeyOptions',
    tag,
    summary: '登录时添加通行密钥：创建选项（凭设置票据） · Enrol a passkey at sign-in: creation options',
    auth: 'public',
    body: Type.Object({ ticket: Ticket }),
    response: Envelope(CreationOptions),
    failures: [400, 429],
    invalidates: [],
  }),
  enrolPasskey: contract({
    method: 'POST',
    path: '/api/user/login/enrol/passkey',
    tag,
    summary: '登录时添加通行密钥并登录 · Enrol a passkey at sign-in and receive the token',
    auth: 'public',
    body: Type.Object({ ticket: Ticket, name: Type.String({ maxLength: 64 }), credential: PasskeyAttestation }),
    response: Envelope(SignedIn),
    failures: [400, 429],
    invalidates: [],
  }),
};
