import { businessError } from '../../../lib/errors';
import { checkHttpUrl } from '../../../lib/http-url';
import type { PushSecrets, PushType } from './types';

/** Keys that go into a URL's path: letters, digits and `_ - :` only. */
const PATH_SAFE = /^[A-Za-z0-9_:-]+$/;

interface PublicFields {
  name: string;
  baseUrl: string;
  chatId: string;
}

/** Each type's required fields, with a Chinese reason (docs/behaviour.md §5.3.1). */
export function checkChannel(type: PushType, channel: PublicFields, secrets: PushSecrets): void {
  if (!channel.name) throw businessError('请填写渠道名称');
  if (channel.baseUrl) checkHttpUrl('服务器地址', channel.baseUrl);
  switch (type) {
    case 'wecom':
    case 'dingtalk':
    case 'feishu':
    case 'generic':
      if (!secrets.url) throw businessError('请填写 Webhook 地址');
      checkHttpUrl('Webhook 地址', secrets.url);
      return;
    case 'telegram':
      if (!secrets.token) throw businessError('请填写 Bot Token');
      if (!PATH_SAFE.test(secrets.token)) throw businessError('Bot Token 格式不正确');
      if (!channel.chatId) throw businessError('请填写 Chat ID');
      return;
    case 'bark':
      if (!secrets.key) throw businessError('请填写设备 Key');
      if (!PATH_SAFE.test(secrets.key)) throw businessError('设备 Key 只能含字母、数字、下划线和连字符');
      return;
    case 'serverchan':
      if (!secrets.key) throw businessError('请填写 SendKey');
      if (!PATH_SAFE.test(secrets.key)) throw businessError('SendKey 只能含字母、数字、下划线和连字符');
      return;
  }
}
