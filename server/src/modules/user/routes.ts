import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { escapeHtml } from '../../lib/html';
import { NOTIFY_TYPE, notifyAdmins, NOTIFY_PLUGIN } from '../notify';
import type { LoginGuard } from './login-throttle';
import { loginGuardFor } from './throttled-check';
import { userContracts as api } from '@protocol/api/user';
import { contractRoute } from '../../lib/contract-route';
import { loginRoutes } from './login-routes';
import { securityRoutes } from './security-routes';
import { deviceRoutes } from './device-routes';
import { passkeyRoutes } from './passkey-routes';
import { passkeyLoginRoutes } from './passkey-login-routes';
import { enrolRoutes } from './enrol-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { LOGGED_OUT } from './logged-out';
import { changePassword, getPublicUser, registerUser, updateOwnInfo } from './service';
import { signedInUser } from '../../lib/auth-user';
import { revokeSession } from '../../lib/sessions';
import fp from 'fastify-plugin';
import { CHAT_PLUGIN } from '../chat';
import { SPAM_PLUGIN } from '../spam';
import { MAIL_PLUGIN, readerEmail } from '../mail';

/** Per client address: registrations an hour (logins: login-routes.ts). */
export const REGISTER_PER_IP_PER_HOUR = 20;
export { LOGIN_PER_IP_PER_MINUTE } from './login-routes';

export { LOGGED_OUT } from './logged-out';

export const WELCOME_MESSAGE = '欢迎加入砚～快去留言板和大家打个招呼吧！';

/** User module (docs/behaviour.md §4.5): register, login, logout, public info, own info, password. */
async function userRoutes(app: FastifyInstance) {
  const throttle: LoginGuard = loginGuardFor(app);

  // docs/behaviour.md §4.5: register is rate limited per client.
  contractRoute(
    app,
    api.register,
    async (request) => {
      // A bot is stopped before any account is looked at (docs/behaviour.md §13.1).
      await app.captcha.check(request.body.altcha, null);
      // docs/behaviour.md §5.5: an optional address, stored unverified with its verification mail
      // queued in the registration's transaction (none while mail is off); never answered.
      const email = readerEmail(request.body.email);
      const user = await registerUser(
        app.db,
        request.body,
        email ? (trx, created) => app.mail.saveUserEmail(trx, request, { id: created.id, email }) : undefined,
      );
      if (email) app.mail.worker.poke();
      // The site statistic counts users.
      // docs/behaviour.md §5.2: a registration notifies the admins and greets the newcomer.
      await notifyAdmins(
        app,
        NOTIFY_TYPE.adminSite,
        user.id,
        `新用户 ${escapeHtml(user.nick_name)}（${escapeHtml(user.username)}）注册了账号`,
      );
      await app.notify(user.id, NOTIFY_TYPE.messageBoard, 0, WELCOME_MESSAGE);
      return ok({ id: user.id, username: user.username }, '注册成功');
    },
    { config: { rateLimit: { max: REGISTER_PER_IP_PER_HOUR, timeWindow: '1 hour' } } },
  );

  await loginRoutes(app, throttle);
  await securityRoutes(app, throttle);
  await deviceRoutes(app);
  await passkeyRoutes(app, throttle);
  await passkeyLoginRoutes(app, throttle);
  await enrolRoutes(app, throttle);
  await passwordResetRoutes(app, throttle);

  // docs/security.md "Sessions": logout ends this token's session on every process, sockets included.
  contractRoute(app, api.logout, async (request) => {
    const user = signedInUser(request);
    await revokeSession(app.db, user.sessionId);
    await app.chatHub.revokeSession(user, LOGGED_OUT);
    return ok(null, '退出成功');
  });

  contractRoute(app, api.userInfo, async (request) => ok(await getPublicUser(app.db, request.params.id)));

  // docs/behaviour.md §4.5: the user comes from the token; an `id` in the body is ignored.
  contractRoute(app, api.updateOwnUserInfo, async (request) => {
    const info = await updateOwnInfo(app.db, signedInUser(request).id, request.body, app.storage);
    // An author's nick name shows on article summaries (authorName).
    return ok(info, '修改成功');
  });

  contractRoute(
    app,
    api.updatePassword,
    async (request) => {
      const tokenVersion = await changePassword(app.db, signedInUser(request).id, request.body);
      // Older tokens are retired; open chat sockets signed with them close on every process (ChatBus).
      await app.chatHub.revokeUserSessions(signedInUser(request).id, tokenVersion);
      return ok(null, '修改成功，请重新登录');
    },
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
  );
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(userRoutes, {
  name: 'user-module',
  encapsulate: true,
  dependencies: [CHAT_PLUGIN, NOTIFY_PLUGIN, MAIL_PLUGIN, SPAM_PLUGIN],
});
