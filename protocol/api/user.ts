import { Type, type Static } from '@sinclair/typebox';
import { NICKNAME_MAX } from '../accountRules';
import { SecondFactorNeeded, SignedIn } from './account';
import { IdParams } from './adminSchemas';
import { contract } from './contract';
import { EnrolmentNeeded } from './enrolment';
import { EmptyEnvelope, Envelope } from './envelope';
import { FormGuardFields } from './spam';

// The account's own calls (docs/behaviour.md §4.5): register, sign in and out, the public profile,
// the user's own name, avatar and password. Shapes are bounded loosely: the §4.2 rules are checked
// by the service, with their own Chinese messages.
const tag = 'user';

export const Credentials = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 64 }),
});
export type Credentials = Static<typeof Credentials>;

const RegisterBody = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 64 }),
  nick_name: Type.Optional(Type.String({ maxLength: NICKNAME_MAX })),
  /** For reply mail, used once verified (docs/behaviour.md §5.5): stored unverified, never answered. */
  email: Type.Optional(Type.String({ maxLength: 255 })),
  /** The solved captcha (docs/behaviour.md §13.1). */
  altcha: FormGuardFields.altcha,
});

/** What anyone may see of an account: never its password hash, token version or addresses. */
export const PublicUser = Type.Object({
  id: Type.Integer(),
  role: Type.Integer({ description: '1 管理员 2 用户 · 1 admin, 2 user' }),
  nick_name: Type.String(),
  avatar: Type.String(),
});
export type PublicUser = Static<typeof PublicUser>;

/** The password's answer: signed in, or a ticket for the second step or for enrolling one. */
const LoginAnswer = Type.Union([SignedIn, SecondFactorNeeded, EnrolmentNeeded]);
export type LoginAnswer = Static<typeof LoginAnswer>;

export const userContracts = {
  register: contract({
    method: 'POST',
    path: '/api/user/register',
    tag,
    summary: '注册（不合规则时 HTTP 200 与 code 1） · Register; rule violations are HTTP 200 with code 1',
    auth: 'public',
    body: RegisterBody,
    response: Envelope(Type.Object({ id: Type.Integer(), username: Type.String() })),
    failures: [400, 429],
    invalidates: ['users'],
  }),
  login: contract({
    method: 'POST',
    path: '/api/user/login',
    tag,
    summary:
      '登录，返回 token；已设二次验证时返回票据，须设置时返回设置票据（密码错误时 HTTP 200 与 code 1） · Log in: the token, a ticket when a second factor is set, or an enrolment ticket when one is required; bad credentials are HTTP 200 with code 1',
    auth: 'public',
    body: Credentials,
    response: Envelope(LoginAnswer),
    failures: [400, 429],
    invalidates: [],
  }),
  logout: contract({
    method: 'POST',
    path: '/api/user/logout',
    tag,
    summary:
      '退出登录：本次登录的 token 随即失效，其他设备不受影响 · Log out: this token stops working, other sessions stay',
    auth: 'user',
    response: EmptyEnvelope(),
    invalidates: [],
  }),
  userInfo: contract({
    method: 'GET',
    path: '/api/user/getUserInfoById/:id',
    tag,
    summary: '用户公开资料 · Public profile of a user',
    auth: 'public',
    params: IdParams,
    response: Envelope(PublicUser),
    failures: [400, 404],
  }),
  /** docs/behaviour.md §4.5: the user comes from the token; an `id` in the body is ignored. */
  updateOwnUserInfo: contract({
    method: 'PUT',
    path: '/api/user/updateOwnUserInfo',
    tag,
    summary: '修改自己的昵称或头像 · Change own nickname or avatar',
    auth: 'user',
    /** Only a length bound here: whether the avatar is one of our uploads is checked in the service (Chinese 400). */
    body: Type.Object({
      nick_name: Type.Optional(Type.String({ maxLength: NICKNAME_MAX })),
      avatar: Type.Optional(Type.String({ maxLength: 512 })),
      id: Type.Optional(Type.Unknown()),
    }),
    response: Envelope(PublicUser),
    failures: [400],
    invalidates: ['users'],
  }),
  /** Old, new, confirm (docs/behaviour.md §4.5); older tokens stop working. */
  updatePassword: contract({
    method: 'PUT',
    path: '/api/user/updatePassword',
    tag,
    summary: '修改密码（旧 token 随即失效） · Change password; older tokens stop working',
    auth: 'user',
    body: Type.Object({
      password: Type.String({ minLength: 1, maxLength: 64 }),
      password1: Type.String({ maxLength: 64 }),
      password2: Type.String({ maxLength: 64 }),
    }),
    response: EmptyEnvelope(),
    failures: [400, 429],
    invalidates: [],
  }),
};
