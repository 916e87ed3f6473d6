// Deterministic Chinese prose for generated demo articles and the search bench: sentences assembled
// from templates and word lists, with the Markdown a real post has (headings, lists, a table, a
// quote, fenced code in technical posts). Nothing random at run time: every call takes its own seeded
// generator, so the same seed always writes the same text (the demo runs offline and tests compare).
import { CODE_BLOCKS, TECH, type Voice } from './prose-words';

export type { Voice } from './prose-words';
export { LIFE, TECH } from './prose-words';

/** mulberry32: a tiny seeded PRNG, good enough for varied text and stable across platforms. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Subjects a technical paragraph can be about; the bench draws its articles' subjects from here. */
// prettier-ignore
export const SUBJECTS = [
  '索引', '查询计划', '事务隔离', '连接池', '缓存失效', '组件拆分', '状态管理', '类型推断', '协程调度', '消息队列',
  '内存泄漏', '日志采样', '灰度发布', '容器编排', '构建缓存', '代码评审', '单元测试', '接口契约', '限流熔断', '数据迁移',
  '慢查询', '热点数据', '错误边界', '服务端渲染', '懒加载', '依赖注入', '配置中心', '权限模型', '分布式锁', '全文检索',
];

/** One sentence about `subject` in the voice's register, ending with Chinese punctuation. */
export function sentence(random: Random, voice: Voice, subject: string): string {
  const connector = pick(random, voice.connectors);
  switch (Math.floor(random() * 5)) {
    case 0:
      return `${connector}${pick(random, voice.scenes)}，${voice.verb}${subject}最好${pick(random, voice.actions)}，否则${pick(random, voice.results)}。`;
    case 1:
      return `${connector}关于${subject}，我的体会是：${pick(random, voice.opinions)}。`;
    case 2:
      return `${connector}如果${voice.miss}${subject}，${pick(random, voice.results)}。`;
    case 3:
      return `${pick(random, voice.scenes)}，我通常会${pick(random, voice.actions)}，再回头想想${subject}。`;
    default:
      return `${connector}${subject}并不神秘，关键是${pick(random, voice.actions)}。`;
  }
}

export function paragraph(random: Random, voice: Voice, subjects: readonly string[]): string {
  const count = 3 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => sentence(random, voice, pick(random, subjects))).join('');
}

function block(random: Random, voice: Voice, subjects: readonly string[]): string {
  const roll = random();
  if (roll < 0.12 && voice === TECH) return pick(random, CODE_BLOCKS);
  if (roll < 0.22)
    return Array.from({ length: 3 }, () => `- ${sentence(random, voice, pick(random, subjects))}`).join('\n');
  if (roll < 0.28) return `> ${pick(random, voice.opinions)}。`;
  if (roll < 0.32) {
    const rows = Array.from({ length: 3 }, () => `| ${pick(random, subjects)} | ${pick(random, voice.actions)} |`);
    return [`| ${voice.tableHead[0]} | ${voice.tableHead[1]} |`, '|---|---|', ...rows].join('\n');
  }
  return paragraph(random, voice, subjects);
}

/** A Markdown body of roughly `targetBytes` UTF-8 bytes (never shorter), in sections with headings. */
export function markdownBody(
  random: Random,
  subjects: readonly string[],
  targetBytes: number,
  voice: Voice = TECH,
): string {
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < targetBytes) {
    const opening = parts.length === 0;
    const part =
      parts.length % 5 === 0
        ? `## ${opening ? voice.headings[0] : pick(random, voice.headings)}`
        : block(random, voice, subjects);
    parts.push(part);
    bytes += Buffer.byteLength(part, 'utf8') + 2;
  }
  return `${parts.join('\n\n')}\n`;
}

/** A title built from one or two of the subjects, e.g. 深入理解连接池 or 连接池与事务隔离的取舍. */
export function title(random: Random, subjects: readonly string[], voice: Voice = TECH): string {
  const first = pick(random, subjects);
  const others = subjects.filter((s) => s !== first);
  const second = others.length ? pick(random, others) : first;
  return pick(random, voice.titles).replace('{s}', first).replace('{t}', second);
}
