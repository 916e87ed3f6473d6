import type { SeedArticle } from './article-types';

// Demo articles (4/10): real Markdown for the home page, the code themes (docs/behaviour.md §3) and search.

export const ARTICLES_4: SeedArticle[] = [
  {
    title: 'SQL 窗口函数：排名、累计与环比',
    description: 'ROW_NUMBER、SUM OVER 与 LAG，三个例子讲清楚窗口函数。',
    category: '数据库',
    tags: ['SQL', '性能优化'],
    createdAt: '2025-02-26 20:15:00',
    views: 731,
    likes: 19,
    content: `## 窗口函数解决什么问题

\`GROUP BY\` 会把多行压成一行，而窗口函数**保留每一行**，同时能看到「同组的其他行」。SQLite 3.25 起、PostgreSQL 很早就支持。

## 每个分类下阅读量前三的文章

~~~sql
SELECT category_id, article_title, view_times
FROM (
  SELECT category_id, article_title, view_times,
         ROW_NUMBER() OVER (PARTITION BY category_id ORDER BY view_times DESC) AS rn
  FROM articles
  WHERE status = 1
) ranked
WHERE rn <= 3;
~~~

## 按月累计发文数

~~~sql
SELECT month,
       posts,
       SUM(posts) OVER (ORDER BY month) AS running_total
FROM (
  SELECT substr(created_at, 1, 7) AS month, COUNT(*) AS posts
  FROM articles
  GROUP BY month
) monthly;
~~~

## 环比增长

~~~sql
SELECT month, views,
       LAG(views) OVER (ORDER BY month) AS prev_views,
       ROUND(100.0 * (views - LAG(views) OVER (ORDER BY month))
             / LAG(views) OVER (ORDER BY month), 1) AS growth_pct
FROM monthly_views;
~~~

结果里 \`growth_pct\` 为 12.5 表示比上月增长 12.5%。

| 函数 | 作用 |
|---|---|
| ROW_NUMBER | 连续编号，不并列 |
| RANK | 并列后跳号 |
| DENSE_RANK | 并列不跳号 |
| LAG / LEAD | 取前一行 / 后一行 |

> 能在数据库里一次算完的，就别拉到应用里循环。
`,
  },
  {
    title: 'Fastify 插件封装：装饰器、作用域与依赖',
    description: '理解 encapsulation，是写好 Fastify 应用的第一步。',
    category: '后端开发',
    tags: ['Node.js', 'TypeScript', 'Fastify'],
    createdAt: '2025-04-09 11:30:00',
    views: 1289,
    likes: 40,
    content: `## 插件就是一个函数

~~~ts
import type { FastifyInstance } from 'fastify';

export default async function articleModule(app: FastifyInstance) {
  app.get('/api/article/getHotArticle', async () => {
    const list = await app.db.selectFrom('articles').select(['id', 'article_title']).limit(5).execute();
    return { code: 0, message: '成功', result: list };
  });
}
~~~

每次 \`app.register(plugin)\` 都会创建一个**子上下文**。子上下文里添加的钩子、装饰器，对父级和兄弟插件不可见。

## 什么时候用 fastify-plugin

当你**就是想**让装饰器对外可见时，比如数据库连接、鉴权：

~~~ts
import fp from 'fastify-plugin';

export default fp(async (app) => {
  app.decorate('requireUser', async (request) => {
    request.authUser = await verify(request.headers.authorization);
  });
});
~~~

## 一张对照表

| 写法 | 装饰器可见范围 | 适合 |
|---|---|---|
| 普通 async 函数 | 仅自身及子插件 | 业务模块 |
| fastify-plugin 包装 | 注册它的上下文 | 基础设施 |

## 用 schema 换来类型与校验

~~~ts
import { Type } from '@sinclair/typebox';

const Params = Type.Object({
  current: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
});
~~~

一份 schema，同时得到运行时校验、TypeScript 类型和接口文档。

> 封装让每个模块都能独立测试：\`app.inject()\` 不需要真的监听端口。
`,
  },
];
