import type { Body, Result } from '@/shared/api/contractTypes';

export type PushChannel = Result<'push.channels'>[number];
export type PushType = PushChannel['type'];
export type SecretKey = keyof PushChannel['secretsSet'];
type FieldKey = SecretKey | 'baseUrl' | 'chatId';
export type PushForm = Omit<Body<'push.save'>, 'id'> & Record<FieldKey, string>;

/** The desk's names for each type (docs/behaviour.md §5.3.1). */
export const PUSH_TYPE_LABELS: Record<PushType, string> = {
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
  telegram: 'Telegram',
  bark: 'Bark',
  serverchan: 'Server酱',
  generic: '通用 JSON',
};

/** 发送记录's 渠道 column: 邮件, or the push type's name. */
export const channelLabel = (channel: string): string =>
  channel === 'email' ? '邮件' : (PUSH_TYPE_LABELS[channel as PushType] ?? channel);

export interface FieldSpec {
  key: FieldKey;
  label: string;
  helper?: string;
}

const webhook: FieldSpec = { key: 'url', label: 'Webhook 地址' };

/** The fields each type needs; `url`, `token`, `key` and `sign` are secrets (never shown back). */
export const PUSH_FIELDS: Record<PushType, FieldSpec[]> = {
  wecom: [{ ...webhook, helper: '群机器人的 Webhook 地址（https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…）' }],
  dingtalk: [
    { ...webhook, helper: '自定义机器人的 Webhook 地址（https://oapi.dingtalk.com/robot/send?access_token=…）' },
    { key: 'sign', label: '加签密钥（可选）', helper: '机器人安全设置选了“加签”时填写，SEC 开头' },
  ],
  feishu: [{ ...webhook, helper: '自定义机器人的 Webhook 地址（https://open.feishu.cn/open-apis/bot/v2/hook/…）' }],
  telegram: [
    { key: 'token', label: 'Bot Token', helper: '从 @BotFather 获得，如 123456:ABC-DEF…' },
    { key: 'chatId', label: 'Chat ID' },
    { key: 'baseUrl', label: 'API 地址（可选）', helper: '留空则为 https://api.telegram.org' },
  ],
  bark: [
    { key: 'key', label: '设备 Key' },
    { key: 'baseUrl', label: '服务器地址（可选）', helper: '留空则为 https://api.day.app' },
  ],
  serverchan: [
    { key: 'key', label: 'SendKey' },
    { key: 'baseUrl', label: 'API 地址（可选）', helper: '留空则为 https://sctapi.ftqq.com' },
  ],
  generic: [{ ...webhook, helper: '收到 POST 的 JSON：{ title, text, url }' }],
};

export const isSecret = (key: FieldKey): key is SecretKey =>
  key === 'url' || key === 'token' || key === 'key' || key === 'sign';

/** An empty form for a type, or a channel's form with its secrets left empty (kept unless typed). */
export function formOf(type: PushType, channel?: PushChannel): PushForm {
  return {
    type,
    name: channel?.name ?? PUSH_TYPE_LABELS[type],
    enabled: channel?.enabled ?? true,
    baseUrl: channel?.baseUrl ?? '',
    chatId: channel?.chatId ?? '',
    url: '',
    token: '',
    key: '',
    sign: '',
  };
}
