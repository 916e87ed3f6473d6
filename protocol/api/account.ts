import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { EmptyEnvelope, Envelope } from './envelope';
import { FreshCheck, PasskeyAssertion, passkeyContracts } from './passkey';

// The account's keys (docs/behaviour.md §4.7, docs/security.md "Second factor"): the second
// sign-in step and the 账号安全 tab of the personal center. Codes are bounded loosely here; the
// service says what is wrong in Chinese.
const tag = 'account';

/** A six-digit code from the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
const Code = Type.String({ maxLength: 32 });

/** A correct password's answer when the account has a second factor: no token, a ticket for the next step. */
export const SecondFactorNeeded = Type.Object({
  needSecondFactor: Type.Literal(true),
  ticket: Type.String(),
  /** Which second factors the account has: `totp` (验证码 or a recovery code), `passkey`. */
  methods: Type.Array(Type.String()),
});
export type SecondFactorNeeded = Static<typeof SecondFactorNeeded>;

/** The token and who it is for (as `POST /api/user/login` answers without a second factor). */
export const SignedIn = Type.Object({
  token: Type.String(),
  id: Type.Integer(),
  username: Type.String(),
  role: Type.Integer(),
  /** True after signing in with a recovery code: the user is asked to set up two-step sign-in again. */
  reEnrol: Type.Optional(Type.Boolean()),
});
export type SignedIn = Static<typeof SignedIn>;

const SecurityStatus = Type.Object({
  totp: Type.Boolean({ description: '两步验证已启用 · TOTP is on' }),
  recoveryCodesLeft: Type.Integer(),
  /** For an administrator only: whether administrators must have a second factor. */
  adminSecondFactor: Type.Optional(Type.Boolean()),
});
export type SecurityStatus = Static<typeof SecurityStatus>;

export const TotpEnrolment = Type.Object({
  /** The seed in base32, for typing into the app by hand. */
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** The QR code of `otpauthUrl`, drawn on the server: an SVG data URL. */
  qrCode: Type.String(),
});
export type TotpEnrolment = Static<typeof TotpEnrolment>;

export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** One signed-in device (docs/security.md "Signed-in devices"). */
const Device = Type.Object({
  id: Type.String(),
  /** Browser and system, such as `Chrome · Windows`. */
  device: Type.String(),
  /** The client's /24 or /48 network, never the full address; '' when unknown. */
  network: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** The session of the token that asks. */
  current: Type.Boolean(),
});
export type Device = Static<typeof Device>;

export const accountContracts = {
  ...passkeyContracts,
  passkeyLogin: contract({
    method: 'POST',
    path: '/api/user/login/passkey',
    tag,
    summary:
      '用通行密钥登录（单独，或带票据作二次验证） · Sign in with a passkey alone, or as the second step with a ticket',
    auth: 'public',
    body: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 128 })), credential: PasskeyAssertion }),
    response: Envelope(SignedIn),
    failures: [400, 429],
    invalidates: [],
  }),
  devices: contract({
    method: 'GET',
    path: '/api/account/devices',
    tag,
    summary: '登录设备（当前有效的登录） · Signed-in devices: the live sessions',
    auth: 'user',
    response: Envelope(Type.Array(Device)),
  }),
  revokeDevice: contract({
    method: 'POST',
    path: '/api/account/devices/revoke',
    tag,
    summary: '退出此设备：该登录的 token 随即失效 · Sign one device out; its token stops at once',
    auth: 'user',
    body: Type.Object({ id: Type.String({ maxLength: 36 }) }),
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
  revokeOtherDevices: contract({
    method: 'POST',
    path: '/api/account/devices/revokeOthers',
    tag,
    summary: '退出其他设备：除当前登录外全部失效 · Sign every other device out',
    auth: 'user',
    response: EmptyEnvelope(),
    invalidates: [],
  }),
  secondFactor: contract({
    method: 'POST',
    path: '/api/user/login/secondFactor',
    tag,
    summary:
      '二次验证：登录票据加验证码或恢复码，换取 token · Second step: the login ticket and a code or recovery code give the token',
    auth: 'public',
    body: Type.Object({ ticket: Type.String({ maxLength: 128 }), code: Code }),
    response: Envelope(SignedIn),
    failures: [400, 429],
    invalidates: [],
  }),
  status: contract({
    method: 'GET',
    path: '/api/account/security',
    tag,
    summary: '账号安全概况 · Which sign-in factors the account has',
    auth: 'user',
    response: Envelope(SecurityStatus),
  }),
  totpBegin: contract({
    method: 'POST',
    path: '/api/account/totp/begin',
    tag,
    summary:
      '开始设置两步验证：二维码与密钥（需当前密码或验证码） · Start TOTP enrolment: QR code and secret; needs a fresh check',
    auth: 'user',
    body: FreshCheck,
    response: Envelope(TotpEnrolment),
    failures: [400, 429],
    invalidates: [],
  }),
  totpConfirm: contract({
    method: 'POST',
    path: '/api/account/totp/confirm',
    tag,
    summary:
      '用第一个验证码确认两步验证，返回 10 个恢复码（只显示一次） · Confirm with a first code; answers 10 recovery codes, shown once',
    auth: 'user',
    body: Type.Object({ code: Code }),
    response: Envelope(RecoveryCodes),
    failures: [400, 429],
    invalidates: [],
  }),
  totpDisable: contract({
    method: 'POST',
    path: '/api/account/totp/disable',
    tag,
    summary: '关闭两步验证（需验证码、恢复码或通行密钥） · Turn TOTP off; needs a code, a recovery code or a passkey',
    auth: 'user',
    body: FreshCheck,
    response: EmptyEnvelope(),
    failures: [400, 429],
    invalidates: [],
  }),
  recoveryCodes: contract({
    method: 'POST',
    path: '/api/account/recoveryCodes',
    tag,
    summary:
      '重新生成恢复码（需验证码或通行密钥；旧恢复码随即作废） · New recovery codes; needs a code or a passkey, the old ones stop working',
    auth: 'user',
    body: FreshCheck,
    response: Envelope(RecoveryCodes),
    failures: [400, 429],
    invalidates: [],
  }),
};
