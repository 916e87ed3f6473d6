import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX } from '../accountRules';
import { contract } from './contract';
import { EmptyEnvelope } from './envelope';

// 忘记密码 (docs/behaviour.md §4.8, docs/security.md "Password reset"): a mailed single-use link,
// valid 30 minutes, that sets a new password and signs every session out. Both calls are public.
const tag = 'account';

export const passwordResetContracts = {
  forgotPassword: contract({
    method: 'POST',
    path: '/api/user/forgotPassword',
    tag,
    summary:
      '忘记密码：向已验证的邮箱发送重设链接（账号是否存在都答同一句） · Mail a reset link to the verified address; the same answer whether or not the account exists',
    auth: 'public',
    /** The username, or the account's verified e-mail. */
    body: Type.Object({ account: Type.String({ maxLength: 254 }) }),
    response: EmptyEnvelope(),
    failures: [400, 429],
    invalidates: [],
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/api/user/resetPassword',
    tag,
    summary:
      '用邮件中的链接重设密码（一次有效，30 分钟内；所有登录随即失效） · Set a new password with the mailed link: once, within 30 minutes; every session is signed out',
    auth: 'public',
    body: Type.Object({ t: Type.String({ maxLength: 2048 }), password: Type.String({ maxLength: PASSWORD_MAX * 4 }) }),
    response: EmptyEnvelope(),
    failures: [400, 429],
    invalidates: [],
  }),
};
