import type { SeedArticle } from './article-types';
import { ARTICLE_STATUS } from '@protocol/codes';

// Demo articles (6/10): real Markdown for the home page, the code themes (docs/behaviour.md §3) and search.

export const ARTICLES_6: SeedArticle[] = [
  {
    title: 'Linux 性能排查：从 top 到 perf',
    description: 'CPU 飙高时的一套排查顺序，附常用命令速查。',
    category: '工具与效率',
    tags: ['Linux', 'Bash', '性能优化'],
    createdAt: '2025-10-18 09:50:00',
    views: 684,
    likes: 22,
    content: `## 排查顺序

1. 先确认是谁：哪个进程、哪个线程
2. 再确认在干什么：用户态还是内核态，是计算还是等待
3. 最后定位到代码：火焰图

## 第一步：top 与 pidstat

~~~bash
top -H -p "$(pgrep -f 'node build/server/main.js')"
pidstat -u -t -p "$PID" 1 5
~~~

\`%us\` 高说明在跑业务代码，\`%sy\` 高多半是系统调用太频繁，\`%wa\` 高则是在等磁盘。

## 第二步：vmstat 看全局

~~~bash
vmstat 1 5
# r 列持续大于 CPU 核数：CPU 不够用
# si/so 不为 0：开始使用交换分区了
~~~

## 第三步：perf 火焰图

~~~bash
perf record -F 99 -g -p "$PID" -- sleep 30
perf script > out.perf
./stackcollapse-perf.pl out.perf | ./flamegraph.pl > cpu.svg
~~~

Node.js 进程记得加 \`--perf-basic-prof\`，否则看到的全是内存地址。

| 现象 | 可能原因 | 工具 |
|---|---|---|
| us 高 | 计算密集、死循环 | perf、--cpu-prof |
| sy 高 | 系统调用频繁 | strace -c |
| wa 高 | 磁盘 IO | iostat -x |
| 负载高但 CPU 闲 | 进程阻塞在 IO | ps 查 D 状态 |

> 不要猜。先测量，再下结论。
`,
  },
  {
    title: '2026 年度计划（草稿）',
    description: '还没想清楚的计划，先不公开。',
    category: '生活随笔',
    tags: ['随笔'],
    createdAt: '2025-11-30 23:59:00',
    status: ARTICLE_STATUS.private,
    views: 0,
    likes: 0,
    content: `## 草稿：仅自己可见

- 把博客的评论系统重写一遍
- 读完十二本书
- 跑一次半程马拉松

这篇是私密文章，不应出现在任何公开列表、搜索或详情里。
`,
  },
];
