import type { FastifyInstance } from 'fastify';
import { pushContracts as api } from '@protocol/api/push';
import { contractRoute } from '../../../lib/contract-route';
import { ok } from '../../../lib/envelope';
import { businessError } from '../../../lib/errors';
import { absoluteUrl, siteOrigin } from '../../../lib/site-url';
import { siteName } from '../settings';
import { deskChannels, loadChannel, removeChannel, saveChannel } from './channels';
import { sendPush } from './send';

/** 即时通讯推送 on 通知设置 (docs/behaviour.md §5.3.1): the channels, and a test that answers at once. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, api.channels, async () => ok(await deskChannels(app)));

  contractRoute(app, api.save, async (request) => ok({ id: await saveChannel(app, request.body) }, '保存成功'));

  contractRoute(app, api.remove, async (request) => {
    await removeChannel(app.db, request.params.id);
    return ok(null, '已删除');
  });

  contractRoute(app, api.test, async (request) => {
    const channel = await loadChannel(app, request.params.id);
    if (!channel) throw businessError('推送渠道不存在');
    const site = await siteName(app.db);
    const answer = await sendPush(channel, {
      title: `[${site}] 测试推送`,
      quoted: `这是一条来自「${site}」的测试推送：收到它，说明「${channel.name}」可用。`,
      link: absoluteUrl(siteOrigin(request), '/'),
    });
    return ok(answer, answer.ok ? '测试推送已发出' : '发送失败');
  });
}
