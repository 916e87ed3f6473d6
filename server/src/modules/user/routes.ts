import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { escapeHtml } from '../../lib/html';
import { NOTIFY_TYPE, notifyAdmins, NOTIFY_PLUGIN } from '../notify';
import type { LoginGuard } from './login-throttle';
import { loginGuardFor } from './throttled-check';
import { EmptyEnvelope, Envelope, TOKEN_SECURITY, failures } from '../../lib/response-schemas';
import { loginRoutes } from './login-routes';
import { securityRoutes } from './security-routes';
import { deviceRoutes } from './device-routes';
import { passkeyRoutes } from './passkey-routes';
import { passkeyLoginRoutes } from './passkey-login-routes';
import { enrolRoutes } from './enrol-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { LOGGED_OUT } from './logged-out';
import { IdParams, InfoBody, PasswordBody, PublicUser, Registered, RegisterBody } from './schemas';
import { changePassword, getPublicUser, registerUser, updateOwnInfo } from './service';
import { CacheTag } from '../../lib/cache/tags';
import { signedInUser } from '../../lib/auth-user';
import { revokeSession } from '../../lib/sessions';
import fp from 'fastify-plugin';
import { CHAT_PLUGIN } from '../chat';
import { SPAM_PLUGIN } from '../spam';
import { MAIL_PLUGIN, readerEmail } from '../mail';

/** Per client address: registrations an hour (logins: login-routes.ts). */
export const REGISTER_PER_IP_PER_HOUR = 20;
export { LOGIN_PER_IP_PER_MINUTE } from './login-routes';

const tags = ['user'];

export { LOGGED_OUT } from './logged-out';

export const WELCOME_MESSAGE = '欢迎加入砚～快去留言板和大家打个招呼吧！';

/** User module (docs/behaviour.md §4.5): register, login, logout, public info, own info, password. */
async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const throttle: LoginGuard = loginGuardFor(app);

  // docs/behaviour.md §4.5: register is rate limited per client.
  app.post(
    '/api/user/register',
    {
      schema: {
        tags,
        summary: '注册（不合规则时 HTTP 200 与 code 1） · Register; rule violations are HTTP 200 with code 1',
        body: RegisterBody,
        response: { 200: Envelope(Registered), ...failures(400, 429) },
      },
      config: { invalidates: [CacheTag.users], rateLimit: { max: REGISTER_PER_IP_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      // A bot is stopped before any account is looked at (docs/behaviour.md §14.1).
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
  );

  await loginRoutes(app, throttle);
  await securityRoutes(app, throttle);
  await deviceRoutes(app);
  await passkeyRoutes(app, throttle);
  await passkeyLoginRoutes(app, throttle);
  await enrolRoutes(app, throttle);
  await passwordResetRoutes(app, throttle);

  // docs/security.md "Sessions": logout ends this token's session on every process, sockets included.
  app.post(
    '/api/user/logout',
    {
      config: { invalidates: [] },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          '退出登录：本次登录的 token 随即失效，其他设备不受影响 · Log out: this token stops working, other sessions stay',
        security: TOKEN_SECURITY,
        response: { 200: EmptyEnvelope(), ...failures(401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await revokeSession(app.db, user.sessionId);
      await app.chatHub.revokeSession(user, LOGGED_OUT);
      return ok(null, '退出成功');
    },
  );

  app.get(
    '/api/user/getUserInfoById/:id',
    {
      schema: {
        tags,
        summary: '用户公开资料 · Public profile of a user',
        params: IdParams,
        response: { 200: Envelope(PublicUser), ...failures(400, 404) },
      },
    },
    async (request) => ok(await getPublicUser(app.db, request.params.id)),
  );

  // docs/behaviour.md §4.5: the user comes from the token; an `id` in the body is ignored.
  app.put(
    '/api/user/updateOwnUserInfo',
    {
      config: { invalidates: [CacheTag.users] },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '修改自己的昵称或头像 · Change own nickname or avatar',
        security: TOKEN_SECURITY,
        body: InfoBody,
        response: { 200: Envelope(PublicUser), ...failures(400, 401) },
      },
    },
    async (request) => {
      const info = await updateOwnInfo(app.db, signedInUser(request).id, request.body, app.storage);
      // An author's nick name shows on article summaries (authorName).
      return ok(info, '修改成功');
    },
  );

  app.put(
    '/api/user/updatePassword',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: '修改密码（旧 token 随即失效） · Change password; older tokens stop working',
        security: TOKEN_SECURITY,
        body: PasswordBody,
        response: { 200: EmptyEnvelope(), ...failures(400, 401, 429) },
      },
      config: { invalidates: [], rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      const tokenVersion = await changePassword(app.db, signedInUser(request).id, request.body);
      // Older tokens are retired; open chat sockets signed with them close on every process (ChatBus).
      await app.chatHub.revokeUserSessions(signedInUser(request).id, tokenVersion);
      return ok(null, '修改成功，请重新登录');
    },
  );
}

// Registering this module before the services it uses fails at start-up (docs/architecture.md "Server layers").
export default fp(userRoutes, {
  name: 'user-module',
  encapsulate: true,
  dependencies: [CHAT_PLUGIN, NOTIFY_PLUGIN, MAIL_PLUGIN, SPAM_PLUGIN],
});
