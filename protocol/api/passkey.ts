import { Type, type Static } from '@sinclair/typebox';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { contract } from './contract';
import { EmptyEnvelope, Envelope } from './envelope';

// Passkeys (docs/behaviour.md §4.7, docs/security.md "Passkeys"): WebAuthn ceremonies as
// @simplewebauthn/browser sends and takes them. Options pass through as the library builds them;
// answers are checked for their shape here and for their signature by the server.
const tag = 'account';

const B64 = Type.String({ maxLength: 4096 });
const Ceremony = {
  id: Type.String({ maxLength: 1024 }),
  rawId: Type.String({ maxLength: 1024 }),
  type: Type.Literal('public-key'),
  clientExtensionResults: Type.Object({}),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
};

/** What `startAuthentication` answers: a signed assertion. */
export const PasskeyAssertion = Type.Unsafe<AuthenticationResponseJSON>(
  Type.Object({
    ...Ceremony,
    response: Type.Object({
      clientDataJSON: B64,
      authenticatorData: B64,
      signature: B64,
      userHandle: Type.Optional(Type.String({ maxLength: 256 })),
    }),
  }),
);

/** What `startRegistration` answers: the new credential. */
export const PasskeyAttestation = Type.Unsafe<RegistrationResponseJSON>(
  Type.Object({
    ...Ceremony,
    response: Type.Object({
      clientDataJSON: B64,
      attestationObject: Type.String({ maxLength: 16384 }),
      transports: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 8 })),
    }),
  }),
);

/** The library's options, passed through whole (an empty schema: serialized as built). */
export const CreationOptions = Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>({});
const RequestOptions = Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>({});

/** A fresh check (docs/security.md "Second factor"): the password without a factor, else a code or a passkey. */
export const FreshCheck = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 32 })),
  passkey: Type.Optional(PasskeyAssertion),
});
export type FreshCheck = Static<typeof FreshCheck>;

const Passkey = Type.Object({
  id: Type.String(),
  /** The owner's name for it, such as `MacBook 指纹`. */
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;

export const passkeyContracts = {
  passkeys: contract({
    method: 'GET',
    path: '/api/account/passkeys',
    tag,
    summary: '通行密钥列表 · The account’s passkeys',
    auth: 'user',
    response: Envelope(Type.Array(Passkey)),
  }),
  passkeyCheckOptions: contract({
    method: 'POST',
    path: '/api/account/passkeys/checkOptions',
    tag,
    summary: '用通行密钥做一次验证的选项 · Options for a fresh check with one of the account’s passkeys',
    auth: 'user',
    response: Envelope(RequestOptions),
    failures: [400],
    invalidates: [],
  }),
  passkeyRegisterOptions: contract({
    method: 'POST',
    path: '/api/account/passkeys/registerOptions',
    tag,
    summary: '添加通行密钥：创建选项（需当前密码、验证码或通行密钥） · Start adding a passkey; needs a fresh check',
    auth: 'user',
    body: FreshCheck,
    response: Envelope(CreationOptions),
    failures: [400, 429],
    invalidates: [],
  }),
  passkeyRegister: contract({
    method: 'POST',
    path: '/api/account/passkeys/register',
    tag,
    summary: '添加通行密钥：保存新凭据 · Finish adding a passkey',
    auth: 'user',
    body: Type.Object({ name: Type.String({ maxLength: 64 }), credential: PasskeyAttestation }),
    response: Envelope(Passkey),
    failures: [400],
    invalidates: [],
  }),
  passkeyRemove: contract({
    method: 'POST',
    path: '/api/account/passkeys/remove',
    tag,
    summary: '删除通行密钥（需验证码或通行密钥） · Remove a passkey; needs a fresh check',
    auth: 'user',
    body: Type.Composite([Type.Object({ id: Type.String({ maxLength: 1024 }) }), FreshCheck]),
    response: EmptyEnvelope(),
    failures: [400, 429],
    invalidates: [],
  }),
  passkeyLoginOptions: contract({
    method: 'POST',
    path: '/api/user/login/passkeyOptions',
    tag,
    summary:
      '通行密钥登录的选项；带票据时为密码后的二次验证 · Options for signing in with a passkey, or for the second step with a ticket',
    auth: 'public',
    body: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 128 })) }),
    response: Envelope(RequestOptions),
    failures: [400, 429],
    invalidates: [],
  }),
};
