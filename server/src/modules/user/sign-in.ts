import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { addressPrefix } from '../../lib/address-prefix';
import { deviceHistory } from '../../lib/sessions';
import { NOTIFY_TYPE } from '../notify';
import { ACCOUNT_SECURITY_PATH } from '@protocol/pagePaths';

interface Subject {
  id: number;
  role: number;
  username: string;
  token_version: number;
}

const where = (device: string, prefix: string) => `${device}${prefix ? `（网络 ${prefix}）` : ''}`;
const IF_NOT_YOU = '如果不是你本人，请在个人中心的账号安全中退出该设备并修改密码。';

/** The in-site notice (stored HTML) of a sign-in from a device and network this account has not used before. */
export const newDeviceNotice = (device: string, prefix: string) =>
  `你的账号在新设备上登录：${escapeHtml(where(device, prefix))}。${IF_NOT_YOU}`;

/**
 * Signs the token of a finished login (docs/security.md "Signed-in devices"): the session records
 * the device and network, and a sign-in from a device and network never seen for this account —
 * except its very first — tells the user in the notification drawer and, where mail is set up, at
 * their verified address.
 */
export async function signIn(app: FastifyInstance, user: Subject, request: FastifyRequest): Promise<string> {
  const userAgent = request.headers['user-agent'];
  const prefix = addressPrefix(request.ip);
  const history = await deviceHistory(app.db, user.id, userAgent, prefix);
  const token = await app.signToken(user, userAgent, request.ip);
  if (history.signedInBefore && !history.known) {
    await app.notify(user.id, NOTIFY_TYPE.account, 0, newDeviceNotice(history.device, prefix));
    await app.mail.notifyAccount(app.db, request, {
      userId: user.id,
      heading: '你的账号在新设备上登录',
      quoted: `${where(history.device, prefix)}\n${IF_NOT_YOU}`,
      path: ACCOUNT_SECURITY_PATH,
    });
    app.mail.worker.poke();
  }
  return token;
}
