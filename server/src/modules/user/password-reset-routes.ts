import type { FastifyInstance } from 'fastify';
import { passwordResetContracts as api } from '@protocol/api/passwordReset';
import { checkPassword } from '@protocol/accountRules';
import { contractRoute } from '../../lib/contract-route';
import { ok } from '../../lib/envelope';
import { badRequest, businessError, tooManyRequests } from '../../lib/errors';
import { MAIL_ADDRESS } from '../../lib/smtp-url';
import { askLimitFor } from './ask-limit';
import type { LoginGuard } from './login-throttle';
import { openResetToken, RESET_LINK_INVALID, RESET_TTL_MS, resetToken } from './password-reset';
import { replacePassword, sameUsername } from './service';

/** One answer whether or not the account exists, so the form tells a stranger nothing (docs/security.md "Password reset"). */
export const RESET_MAIL_SENT = '如果该账号存在并已验证邮箱，重设密码的邮件已发送';
export const RESET_MAIL_OFF = '本站暂未开启邮件，无法找回密码';
export const PASSWORD_RESET_DONE = '密码已重设，请用新密码登录';
/** Asks for one account name (existing or not, so a refusal reveals nothing), across every process, in the link's lifetime. */
export const RESET_ASKS_PER_ACCOUNT = 3;
/** Per client address: asks and resets an hour. */
export const RESET_PER_IP_PER_HOUR = 10;

const perClient = { config: { rateLimit: { max: RESET_PER_IP_PER_HOUR, timeWindow: '1 hour' } } };

/** 忘记密码 (docs/behaviour.md §4.8): the mailed single-use link, and the new password it sets. */
export async function passwordResetRoutes(app: FastifyInstance, throttle: LoginGuard): Promise<void> {
  const asks = askLimitFor(app, 'reset', RESET_TTL_MS, RESET_ASKS_PER_ACCOUNT);

  contractRoute(
    app,
    api.forgotPassword,
    async (request) => {
      const account = request.body.account.trim().toLowerCase();
      if (!account) throw badRequest('请输入用户名或邮箱');
      if (!(await app.mail.enabled())) throw businessError(RESET_MAIL_OFF);
      const waitSeconds = await asks.take(account);
      if (waitSeconds !== null)
        throw tooManyRequests(`找回密码的请求过于频繁，请 ${Math.ceil(waitSeconds / 60)} 分钟后再试`);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'username', 'password_hash', 'token_version'])
        .where((eb) =>
          MAIL_ADDRESS.test(account)
            ? eb.and([eb('email', '=', account), eb('email_verified', '=', 1)])
            : sameUsername(account)(eb),
        )
        .where('disabled', '=', 0)
        .executeTakeFirst();
      if (user) {
        const at = app.mail.worker.now();
        // Queued only to a verified address (account-notices.ts): an unverified one gets nothing.
        await app.mail.notifyAccount(app.db, request, {
          kind: 'reset',
          userId: user.id,
          heading: '重设你的密码',
          quoted: `有人（希望是你）请求重设账号「${user.username}」的密码。打开下面的链接设置新密码：30 分钟内有效，只能使用一次；设置后所有设备上的登录都会退出。如果不是你本人操作，请忽略这封邮件，密码不会改变。`,
          path: `/resetPassword?t=${resetToken(app, user.id, user, at)}`,
        });
        app.mail.worker.poke();
      }
      return ok(null, RESET_MAIL_SENT);
    },
    perClient,
  );

  contractRoute(
    app,
    api.resetPassword,
    async (request) => {
      const { t, password } = request.body;
      const claim = openResetToken(app, t, app.mail.worker.now());
      const user = claim
        ? await app.db
            .selectFrom('users')
            .select(['id', 'username', 'password_hash', 'token_version'])
            .where('id', '=', claim.userId)
            .executeTakeFirst()
        : undefined;
      if (!claim || !user || !claim.matches(user)) throw businessError(RESET_LINK_INVALID);
      // docs/behaviour.md §4.2: the registration's password rule.
      const problem = checkPassword(password);
      if (problem) throw badRequest(problem);
      const version = await replacePassword(app.db, user.id, user, password);
      if (version === null) throw businessError(RESET_LINK_INVALID);
      // Every session is signed out, open chat sockets included, on every process (ChatBus).
      await app.chatHub.revokeUserSessions(user.id, version);
      await throttle.cleared(user.username);
      return ok(null, PASSWORD_RESET_DONE);
    },
    perClient,
  );
}
