// Deterministic Chinese technical prose for generated demo articles and the search bench: sentences
// assembled from templates and word lists, with the Markdown a real post has (headings, lists, a
// table, a quote, a fenced code block). Nothing random at run time: every call takes its own seeded
// generator, so the same seed always writes the same text (the demo runs offline and tests compare).

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

/** Subjects a paragraph can be about; callers pass a topic's own list to keep one article on topic. */
export const SUBJECTS = [
  '索引',
  '查询计划',
  '事务隔离',
  '连接池',
  '缓存失效',
  '组件拆分',
  '状态管理',
  '类型推断',
  '协程调度',
  '消息队列',
  '内存泄漏',
  '日志采样',
  '灰度发布',
  '容器编排',
  '构建缓存',
  '代码评审',
  '单元测试',
  '接口契约',
  '限流熔断',
  '数据迁移',
  '慢查询',
  '热点数据',
  '错误边界',
  '服务端渲染',
  '懒加载',
  '依赖注入',
  '配置中心',
  '权限模型',
  '分布式锁',
  '全文检索',
  '读书笔记',
  '时间管理',
  '晨间散步',
  '山间小路',
  '旧城街巷',
  '咖啡馆',
  '周末骑行',
  '习惯养成',
  '写作节奏',
  '摄影构图',
];

const SCENES = [
  '在高并发的场景下',
  '刚接手一个老项目时',
  '团队规模变大以后',
  '数据量过了百万行之后',
  '夜里排查线上故障时',
  '第一次上线新功能时',
  '周末整理笔记的时候',
  '重构一个核心模块时',
  '需求频繁变动的阶段',
  '和同事结对编程时',
  '回头看半年前的代码时',
  '准备技术分享的时候',
];
const ACTIONS = [
  '先把问题拆成更小的部分',
  '提前做好容量规划',
  '在上线前完整压测一遍',
  '把关键路径的耗时打点记录下来',
  '为每一个边界情况写测试',
  '把配置和代码分开管理',
  '让错误尽早暴露出来',
  '给每一次改动留下清楚的说明',
  '用数据而不是感觉来做判断',
  '先写文档再动手实现',
  '把重复的逻辑收拢到一个地方',
  '定期回顾并删掉不用的代码',
  '在本地复现之后再动手修改',
  '为慢操作加上超时和重试',
];
const RESULTS = [
  '排查问题会变得非常困难',
  '响应时间会明显变长',
  '后来的人很难看懂当初的意图',
  '小问题会慢慢积累成大故障',
  '改一处就会牵动很多地方',
  '上线之后才发现数据不一致',
  '整个系统的吞吐量会被拖垮',
  '团队会在同一个坑里反复摔倒',
  '内存占用会一点点涨上去',
  '读者很快就会失去耐心',
];
const OPINIONS = [
  '这件事说起来简单，做起来却需要耐心',
  '很多时候最朴素的办法反而最可靠',
  '工具只是手段，想清楚目标更重要',
  '与其追求完美，不如先让它跑起来',
  '度量之前的优化大多是浪费',
  '好的命名胜过大段注释',
  '慢就是快，稳就是省',
  '经验值得记录，教训更值得记录',
  '简单的设计更容易长期维护',
];
const CONNECTORS = [
  '其实，',
  '换句话说，',
  '不过，',
  '所以，',
  '另外，',
  '举个例子，',
  '回过头看，',
  '说到底，',
  '更重要的是，',
  '',
];
const HEADINGS = [
  '背景',
  '问题出在哪里',
  '一个简单的例子',
  '动手实践',
  '踩过的坑',
  '几点经验',
  '延伸阅读',
  '小结',
  '为什么这样做',
  '对比与取舍',
];

const CODE_BLOCKS = [
  '~~~ts\nexport function debounce<T extends unknown[]>(fn: (...args: T) => void, wait = 300) {\n  let timer: ReturnType<typeof setTimeout> | undefined;\n  return (...args: T) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n}\n~~~',
  '~~~sql\nSELECT category_id, COUNT(*) AS total\nFROM articles\nWHERE status = 1\nGROUP BY category_id\nORDER BY total DESC;\n~~~',
  '~~~bash\nfor file in logs/*.log; do\n  grep -c "ERROR" "$file"\ndone | sort -n | tail -5\n~~~',
  '~~~go\nfunc retry(ctx context.Context, times int, fn func() error) error {\n\tvar err error\n\tfor i := 0; i < times; i++ {\n\t\tif err = fn(); err == nil {\n\t\t\treturn nil\n\t\t}\n\t\tselect {\n\t\tcase <-ctx.Done():\n\t\t\treturn ctx.Err()\n\t\tcase <-time.After(time.Duration(i+1) * 100 * time.Millisecond):\n\t\t}\n\t}\n\treturn err\n}\n~~~',
  '~~~python\ndef chunked(items, size):\n    for start in range(0, len(items), size):\n        yield items[start:start + size]\n~~~',
];

/** One sentence about `subject`, ending with Chinese punctuation. */
export function sentence(random: Random, subject: string): string {
  const connector = pick(random, CONNECTORS);
  switch (Math.floor(random() * 5)) {
    case 0:
      return `${connector}${pick(random, SCENES)}，处理${subject}最好${pick(random, ACTIONS)}，否则${pick(random, RESULTS)}。`;
    case 1:
      return `${connector}关于${subject}，我的体会是：${pick(random, OPINIONS)}。`;
    case 2:
      return `${connector}如果${subject}没有设计好，${pick(random, RESULTS)}。`;
    case 3:
      return `${pick(random, SCENES)}，我通常会${pick(random, ACTIONS)}，再回头检查${subject}。`;
    default:
      return `${connector}${subject}并不神秘，关键是${pick(random, ACTIONS)}。`;
  }
}

export function paragraph(random: Random, subjects: readonly string[]): string {
  const count = 3 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => sentence(random, pick(random, subjects))).join('');
}

function block(random: Random, subjects: readonly string[]): string {
  const roll = random();
  if (roll < 0.12) return pick(random, CODE_BLOCKS);
  if (roll < 0.22) return Array.from({ length: 3 }, () => `- ${sentence(random, pick(random, subjects))}`).join('\n');
  if (roll < 0.28) return `> ${pick(random, OPINIONS)}。`;
  if (roll < 0.32) {
    const rows = Array.from(
      { length: 3 },
      () => `| ${pick(random, subjects)} | ${pick(random, ACTIONS)} | ${pick(random, RESULTS)} |`,
    );
    return ['| 主题 | 做法 | 不做的后果 |', '|---|---|---|', ...rows].join('\n');
  }
  return paragraph(random, subjects);
}

/** A Markdown body of roughly `targetBytes` UTF-8 bytes (never much shorter), in sections with headings. */
export function markdownBody(random: Random, subjects: readonly string[], targetBytes: number): string {
  const parts: string[] = [];
  let bytes = 0;
  while (bytes < targetBytes) {
    const part = parts.length % 5 === 0 ? `## ${pick(random, HEADINGS)}` : block(random, subjects);
    parts.push(part);
    bytes += Buffer.byteLength(part, 'utf8') + 2;
  }
  return `${parts.join('\n\n')}\n`;
}

const TITLE_PATTERNS = [
  '{s}实践笔记',
  '深入理解{s}',
  '{s}的几个常见误区',
  '从零开始聊{s}',
  '再谈{s}：{t}',
  '{s}与{t}的取舍',
  '一次{s}引发的思考',
];

/** A title built from one or two subjects, e.g. 深入理解连接池 or 连接池与缓存失效的取舍. */
export function title(random: Random, subjects: readonly string[]): string {
  const first = pick(random, subjects);
  const second = pick(random, subjects.filter((s) => s !== first).concat(SUBJECTS.slice(0, 1)));
  return pick(random, TITLE_PATTERNS).replace('{s}', first).replace('{t}', second);
}
