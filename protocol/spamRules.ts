/**
 * The spam shield's shared names and messages (docs/behaviour.md §13): what the desk edits, what
 * the public forms add, and every refusal a writer can see. The server enforces all of it.
 */

/** What a sensitive-word list does to text that contains one of its words. */
export const WORD_ACTIONS = ['hold', 'reject', 'mask'] as const;
export type WordAction = (typeof WORD_ACTIONS)[number];
export const WORD_ACTION_LABELS: Record<WordAction, string> = {
  hold: '转人工审核',
  reject: '拒绝发布',
  mask: '替换为＊',
};

/** The character a masked word's letters become. */
export const MASK_CHAR = '＊';

/** The review policy of one kind of submission (docs/behaviour.md §13.2). */
export const REVIEW_POLICIES = ['open', 'first', 'all', 'flagged'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];
export const REVIEW_POLICY_LABELS: Record<ReviewPolicy, string> = {
  open: '直接发布',
  first: '首次发言需审核',
  all: '全部先审核',
  flagged: '检查可疑时审核',
};

/**
 * The hidden fields every public form sends: `website` is a honeypot a person never sees (a bot
 * fills it), `form_started` the time (ms since 1970) the reader opened the form.
 */
export const HONEYPOT_FIELD = 'website';
export const FORM_STARTED_FIELD = 'form_started';
export interface FormGuardInput {
  website?: string;
  form_started?: number;
  /** The solved proof-of-work captcha (ALTCHA's base64 payload); not needed from the admin. */
  altcha?: string;
}

/**
 * The captcha's difficulty (docs/behaviour.md §13.1): the largest counter a challenge may hide, so
 * the most hashes a solver tries. The desk sets it within these bounds; never off.
 */
export const CAPTCHA_LIMITS = { minNumber: 1000, maxNumber: 10_000_000, defaultNumber: 50_000 } as const;
/** Minutes a challenge stays solvable and its solution usable. */
export const CAPTCHA_TTL_MINUTES = 10;

export const WORD_LIST_LIMITS = { lists: 20, nameMax: 40, wordsPerList: 2000, wordMax: 40 } as const;

export const SPAM_MESSAGES = {
  rejectedWord: '内容包含不允许发布的词语，请修改后再提交',
  chatRejectedWord: '消息包含不允许发送的词语',
  honeypot: '提交被拒绝：检测到自动填写，请刷新页面后手动填写',
  tooFast: '填写太快了，请稍等几秒再提交',
  formExpired: '表单已失效，请刷新页面后重新填写',
  captchaRequired: '请先完成人机验证',
  captchaFailed: '人机验证未通过，请重试',
  captchaExpired: '人机验证已失效，请重试',
  listNameRequired: '请输入词表名称',
  listsTooMany: `最多 ${WORD_LIST_LIMITS.lists} 个词表`,
  wordsTooMany: `每个词表最多 ${WORD_LIST_LIMITS.wordsPerList} 个词`,
  wordTooLong: `每个词最多 ${WORD_LIST_LIMITS.wordMax} 个字符`,
} as const;

export const REVIEW_MESSAGES = {
  held: '已提交，等待博主审核',
  approved: '已通过',
  rejected: '已拒绝并删除',
  spam: '已标记为垃圾',
} as const;

/** The note a held item carries for its writer. */
export const HELD_LABEL = '待审核';
