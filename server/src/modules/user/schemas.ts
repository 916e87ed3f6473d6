import { Type } from '@sinclair/typebox';
import { NICKNAME_MAX } from '@protocol/accountRules';
import { FormGuardFields } from '@protocol/api/spam';

/** Loose shape bounds only; the docs/behaviour.md §4.2 rules are checked in the service with their own messages. */
export const Credentials = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 64 }),
});
export const RegisterBody = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 64 }),
  nick_name: Type.Optional(Type.String({ maxLength: NICKNAME_MAX })),
  /** For reply mail, used once verified (docs/behaviour.md §5.5): stored unverified, never answered. */
  email: Type.Optional(Type.String({ maxLength: 255 })),
  /** The solved captcha (docs/behaviour.md §14.1). */
  altcha: FormGuardFields.altcha,
});
/** Only a length bound here: whether the avatar is one of our uploads is checked in the service (Chinese 400). */
export const InfoBody = Type.Object({
  nick_name: Type.Optional(Type.String({ maxLength: NICKNAME_MAX })),
  avatar: Type.Optional(Type.String({ maxLength: 512 })),
  id: Type.Optional(Type.Unknown()),
});
export const PasswordBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 64 }),
  password1: Type.String({ maxLength: 64 }),
  password2: Type.String({ maxLength: 64 }),
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** What anyone may see of an account: never its password hash, token version or addresses. */
export const PublicUser = Type.Object({
  id: Type.Integer(),
  role: Type.Integer({ description: '1 管理员 2 用户 · 1 admin, 2 user' }),
  nick_name: Type.String(),
  avatar: Type.String(),
});
export const Registered = Type.Object({ id: Type.Integer(), username: Type.String() });
