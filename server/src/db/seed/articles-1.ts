import type { SeedArticle } from './article-types';
import { scenePhotoUrl } from './images';

// Demo articles (1/10): real Markdown for the home page, the code themes (docs/behaviour.md §3) and search.

export const ARTICLES_1: SeedArticle[] = [
  {
    title: '为什么我还在写博客',
    description: '在短视频和信息流的时代，一个人慢慢写字的理由。',
    category: '生活随笔',
    tags: ['随笔', '读书'],
    createdAt: '2024-01-15 21:30:00',
    pinned: true,
    views: 1386,
    likes: 42,
    content: `## 缘起

给这个博客取名叫「砚」，是因为小时候练字，最喜欢的不是写，而是磨墨。清水一点点变黑，急不来。

写博客对我来说也是这样：**把零散的念头磨成一篇完整的文字**，本身就是思考的过程。

> 写作不是把想好的东西记下来，而是在写的过程中想清楚。
> —— 不记得在哪本书里读到的，但一直记得

![砚边的山](${scenePhotoUrl('mountains', 0)})

## 我写什么

1. 工作中踩过的坑，以及后来怎么爬出来的
2. 读过的书和当时的想法
3. 周末出门走走的见闻
4. 偶尔的碎碎念

## 几条给自己的约定

- 不追热点，写自己真正弄懂了的东西
- 代码示例都要亲手跑过
- 宁可一个月一篇，也不凑数
- 错了就改，在文末注明修改记录

| 年份 | 文章数 | 最满意的一篇 |
|---|---|---|
| 2023 | 6 | 还没搬到这里 |
| 2024 | 7 | 就是你正在读的这篇 |

如果你也有一个很久没更新的博客，不妨今晚就写一段。哪怕只有三百字。
`,
  },
  {
    title: 'Bash 脚本的防御式写法',
    description: 'set -euo pipefail 只是开始：引号、trap、mktemp 与可重复执行。',
    category: '工具与效率',
    tags: ['Linux', 'Bash'],
    createdAt: '2024-03-08 09:12:00',
    views: 642,
    likes: 18,
    content: `## 为什么需要「防御」

Shell 脚本最大的问题不是难写，而是**出错了还继续往下跑**。一个没加引号的变量，可能让 \`rm\` 删掉你意想不到的目录。

## 第一行就该写的东西

~~~bash
#!/usr/bin/env bash
set -Eeuo pipefail
IFS=$'\\n\\t'
~~~

- \`-e\`：任何命令失败立即退出
- \`-u\`：使用未定义变量时报错
- \`-o pipefail\`：管道中任意一段失败，整体就算失败
- \`-E\`：让 ERR trap 在函数里也生效

## 清理临时文件：trap + mktemp

~~~bash
workdir="$(mktemp -d)"
cleanup() {
  local code=$?
  rm -rf -- "$workdir"
  exit "$code"
}
trap cleanup EXIT INT TERM

curl -fsSL --retry 3 "$SOURCE_URL" -o "$workdir/archive.tar.gz"
tar -xzf "$workdir/archive.tar.gz" -C "$workdir"
~~~

注意 \`rm -rf --\` 里的 \`--\`：它告诉 rm 后面都是文件名，即使变量以 \`-\` 开头也不会被当成参数。

## 变量一律加引号

~~~bash
# 错误：文件名带空格时会被拆成两个参数
for f in $(ls *.log); do gzip $f; done

# 正确：用 glob，并给变量加引号
shopt -s nullglob
for f in ./*.log; do
  gzip -- "$f"
done
~~~

## 让脚本可以重复执行

| 操作 | 不可重复的写法 | 可重复的写法 |
|---|---|---|
| 建目录 | \`mkdir dir\` | \`mkdir -p dir\` |
| 建软链 | \`ln -s a b\` | \`ln -sfn a b\` |
| 追加配置 | \`echo x >> f\` | \`grep -qxF x f \\|\\| echo x >> f\` |

> 好的运维脚本，运行一次和运行十次的结果应该一样。

最后，把 \`shellcheck\` 加进 CI，它能发现绝大多数上面提到的问题。
`,
  },
  {
    title: 'SQLite 索引与查询计划：EXPLAIN QUERY PLAN 实战',
    description: '从全表扫描到覆盖索引，用一个博客表把索引讲明白。',
    category: '数据库',
    tags: ['SQL', 'SQLite', '性能优化'],
    createdAt: '2024-04-20 14:05:00',
    views: 918,
    likes: 27,
    content: `## 一张普通的文章表

~~~sql
CREATE TABLE articles (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  title      TEXT    NOT NULL,
  status     INTEGER NOT NULL DEFAULT 1,
  is_top     INTEGER NOT NULL DEFAULT 2,
  created_at TEXT    NOT NULL
);
~~~

首页的查询大概是这样：置顶在前，然后按时间倒序，每页 10 条。

~~~sql
SELECT id, title FROM articles
WHERE status = 1
ORDER BY is_top ASC, created_at DESC
LIMIT 10 OFFSET 0;
~~~

## 先看查询计划

~~~sql
EXPLAIN QUERY PLAN
SELECT id, title FROM articles
WHERE status = 1 ORDER BY is_top, created_at DESC LIMIT 10;
-- SCAN articles
-- USE TEMP B-TREE FOR ORDER BY
~~~

\`SCAN\` 意味着全表扫描，\`TEMP B-TREE\` 意味着还要额外排序。文章一多，首页就慢了。

## 建一个与排序一致的索引

~~~sql
CREATE INDEX articles_home_order ON articles (status, is_top, created_at);
-- SEARCH articles USING INDEX articles_home_order (status=?)
~~~

索引列的顺序很关键：**等值条件在前，排序列在后**。

## LIKE 与通配符

搜索时常写 \`title LIKE '%' || ? || '%'\`，但如果用户输入里本身就有 \`%\` 或 \`_\`，它们会被当成通配符：搜「100%」会匹配到「1000」。正确的做法是转义：

~~~sql
SELECT id, title FROM articles
WHERE title LIKE '%' || :keyword || '%' ESCAPE '\\';
-- 调用前把 keyword 中的 \\ % _ 替换成 \\\\ \\% \\_
~~~

| 写法 | 能否用索引 | 说明 |
|---|---|---|
| \`LIKE 'abc%'\` | 可以（需 NOCASE 配合） | 前缀匹配 |
| \`LIKE '%abc%'\` | 不能 | 只能扫描，数据量大时考虑 FTS5 |
| \`= 'abc'\` | 可以 | 等值 |

> 先量，再优化。EXPLAIN QUERY PLAN 是 SQLite 里最便宜的性能工具。
`,
  },
];
