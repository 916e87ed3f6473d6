import type { SeedArticle } from './article-types';
import { photoUrl } from './images';
import { LIFE, markdownBody, pick, seededRandom, TECH, title, type Random, type Voice } from './prose';

// Generated demo articles on top of the hand-written ones: enough that every category, every tag and
// every archive year (2022-2025) has several pages, written deterministically from prose.ts (same
// text on every start, no network). Each topic keeps an article's category, tags and subjects together.

interface Topic {
  category: string;
  tags: string[];
  subjects: string[];
  /** Essays and travel notes read differently from technical posts (and carry no code). */
  voice?: Voice;
}

const TOPICS: Topic[] = [
  {
    category: '前端开发',
    tags: ['React', 'TypeScript', '前端'],
    subjects: ['组件拆分', '错误边界', '懒加载', '受控表单', '自定义 Hook'],
  },
  {
    category: '前端开发',
    tags: ['Redux', 'React', '性能优化'],
    subjects: ['状态管理', '选择器缓存', '重复渲染', '列表虚拟化', '请求去重'],
  },
  {
    category: '前端开发',
    tags: ['TypeScript', '前端', 'Redux'],
    subjects: ['类型推断', '泛型约束', '类型收窄', '模块边界', '构建缓存'],
  },
  {
    category: '后端开发',
    tags: ['Node.js', 'Fastify', 'TypeScript'],
    subjects: ['接口契约', '插件封装', '请求校验', '日志采样', '优雅停机'],
  },
  {
    category: '后端开发',
    tags: ['Go', '并发', 'Linux'],
    subjects: ['协程调度', '通道关闭', '分布式锁', '内存泄漏', '信号处理'],
  },
  {
    category: '后端开发',
    tags: ['Python', 'Node.js', '并发'],
    subjects: ['事件循环', '进程池', '消息队列', '限流熔断', '任务重试'],
  },
  {
    category: '数据库',
    tags: ['SQL', 'SQLite', '性能优化'],
    subjects: ['索引', '查询计划', '慢查询', '覆盖索引', '预写日志'],
  },
  {
    category: '数据库',
    tags: ['SQLite', 'Fastify', 'SQL'],
    subjects: ['连接池', '事务隔离', '数据迁移', '全文检索', '备份恢复'],
  },
  {
    category: '数据库',
    tags: ['SQL', 'Python', 'Go'],
    subjects: ['分页查询', '窗口函数', '热点数据', '批量写入', '死锁排查'],
  },
  {
    category: '工具与效率',
    tags: ['Linux', 'Bash', 'Git'],
    subjects: ['命令行别名', '日志轮转', '定时任务', '钩子脚本', '权限模型'],
  },
  {
    category: '工具与效率',
    tags: ['Git', '工具', 'Bash'],
    subjects: ['代码评审', '分支策略', '提交信息', '单元测试', '发布流程'],
  },
  {
    category: '工具与效率',
    tags: ['读书', '工具'],
    subjects: ['时间管理', '笔记系统', '专注力', '习惯养成', '写作节奏'],
    voice: LIFE,
  },
  {
    category: '生活随笔',
    tags: ['读书', '随笔'],
    subjects: ['读书笔记', '旧书摊', '深夜读诗', '写作节奏', '慢生活'],
    voice: LIFE,
  },
  {
    category: '生活随笔',
    tags: ['旅行', '随笔'],
    subjects: ['山间小路', '旧城街巷', '咖啡馆', '周末骑行', '摄影构图'],
    voice: LIFE,
  },
  {
    category: '生活随笔',
    tags: ['旅行', '读书'],
    subjects: ['火车上的书', '海边小镇', '青旅夜谈', '山顶日出', '背包清单'],
    voice: LIFE,
  },
];

/** Seven articles per topic: every category gets 21 and every tag at least 14 (two topics or more). */
export const PER_TOPIC = 7;
const FIRST_DAY = Date.UTC(2022, 0, 8, 9, 0, 0);
const STEP_MS = 13.4 * 86_400_000;

const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

function body(random: Random, topic: Topic, index: number): string {
  const text = markdownBody(random, topic.subjects, 1200 + Math.floor(random() * 2000), topic.voice ?? TECH);
  // Life posts carry a photo after their first heading, like the hand-written ones.
  if (topic.category !== '生活随笔') return text;
  const [heading, ...rest] = text.split('\n\n');
  return [heading, `![${pick(random, topic.subjects)}](${photoUrl(index)})`, ...rest].join('\n\n');
}

/** "甲、乙与丙" from three different subjects. */
function describe(random: Random, subjects: readonly string[]): string {
  const pool = [...subjects];
  const [a, b, c] = [0, 1, 2].map(() => pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return `${a}、${b}与${c}`;
}

function generate(): SeedArticle[] {
  const random = seededRandom(20240101);
  const titles = new Set<string>();
  const out: SeedArticle[] = [];
  for (let i = 0; i < TOPICS.length * PER_TOPIC; i += 1) {
    const topic = TOPICS[i % TOPICS.length];
    let name = title(random, topic.subjects, topic.voice);
    // Titles stay unique so lists and search results are easy to tell apart.
    for (let n = 2; titles.has(name); n += 1) name = `${title(random, topic.subjects, topic.voice)}（${n}）`;
    titles.add(name);
    out.push({
      title: name,
      description: `${describe(random, topic.subjects)}：${topic.voice ? '一些零散的记录' : '一些实践中的记录'}。`,
      category: topic.category,
      tags: topic.tags,
      createdAt: stamp(FIRST_DAY + i * STEP_MS + Math.floor(random() * 12) * 3_600_000),
      cover: i,
      views: 40 + Math.floor(random() * 900),
      likes: 3 + Math.floor(random() * 40),
      content: body(random, topic, i),
    });
  }
  return out;
}

export const GENERATED_ARTICLES: SeedArticle[] = generate();
