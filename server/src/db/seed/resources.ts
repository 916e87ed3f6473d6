import type { Transaction } from 'kysely';
import type { Database } from '../schema';

// The frontend and backend recommendation lists. Icons are '' (the client shows the name's first
// letter): the demo never loads a third-party image. The sites are the projects' own homepages.

interface SeedCategory {
  type: 'front' | 'back';
  key: string;
  name: string;
  description: string;
  sites: Array<[name: string, url: string, description: string]>;
}

export const SEED_RESOURCES: SeedCategory[] = [
  {
    type: 'front',
    key: 'framework',
    name: '框架与库',
    description: '构建界面的主流框架',
    sites: [
      ['React', 'https://react.dev', '用于构建用户界面的 JavaScript 库'],
      ['Vue', 'https://vuejs.org', '渐进式 JavaScript 框架'],
      ['Svelte', 'https://svelte.dev', '编译时框架，运行时极小'],
      ['Redux Toolkit', 'https://redux-toolkit.js.org', '官方推荐的 Redux 写法'],
    ],
  },
  {
    type: 'front',
    key: 'ui',
    name: '组件库',
    description: '开箱即用的界面组件',
    sites: [
      ['MUI', 'https://mui.com', 'Material Design 风格的 React 组件库'],
      ['Ant Design', 'https://ant.design', '企业级中后台组件库'],
      ['Element Plus', 'https://element-plus.org', '基于 Vue 3 的组件库'],
    ],
  },
  {
    type: 'front',
    key: 'build',
    name: '构建工具',
    description: '打包、编译与开发服务器',
    sites: [
      ['Vite', 'https://vite.dev', '极速的前端构建工具'],
      ['webpack', 'https://webpack.js.org', '老牌模块打包器'],
      ['esbuild', 'https://esbuild.github.io', '用 Go 写的极速打包器'],
      ['TypeScript', 'https://www.typescriptlang.org', '带类型的 JavaScript'],
    ],
  },
  {
    type: 'front',
    key: 'learn',
    name: '学习文档',
    description: '查资料、学标准的好去处',
    sites: [
      ['MDN', 'https://developer.mozilla.org', 'Web 技术权威文档'],
      ['web.dev', 'https://web.dev', '性能与最佳实践指南'],
      ['Can I use', 'https://caniuse.com', '浏览器兼容性查询'],
    ],
  },
  {
    type: 'back',
    key: 'server',
    name: '服务端框架',
    description: '写接口与服务',
    sites: [
      ['Fastify', 'https://fastify.dev', '高性能的 Node.js Web 框架'],
      ['Koa', 'https://koajs.com', '轻量的 Node.js 中间件框架'],
      ['Gin', 'https://gin-gonic.com', 'Go 语言 Web 框架'],
      ['Spring Boot', 'https://spring.io/projects/spring-boot', 'Java 生态的应用框架'],
    ],
  },
  {
    type: 'back',
    key: 'database',
    name: '数据库',
    description: '存储与查询',
    sites: [
      ['SQLite', 'https://www.sqlite.org', '嵌入式关系数据库'],
      ['PostgreSQL', 'https://www.postgresql.org', '功能强大的开源关系数据库'],
      ['Redis', 'https://redis.io', '内存键值存储'],
      ['Kysely', 'https://kysely.dev', '类型安全的 SQL 查询构建器'],
    ],
  },
  {
    type: 'back',
    key: 'devops',
    name: '部署运维',
    description: '容器、代理与监控',
    sites: [
      ['Docker', 'https://www.docker.com', '容器化应用'],
      ['Nginx', 'https://nginx.org', '高性能 Web 服务器与反向代理'],
      ['Caddy', 'https://caddyserver.com', '自动 HTTPS 的 Web 服务器'],
    ],
  },
];

export async function seedResources(trx: Transaction<Database>, stamp: string): Promise<void> {
  const sorts = new Map<string, number>();
  for (const category of SEED_RESOURCES) {
    const sort = sorts.get(category.type) ?? 0;
    sorts.set(category.type, sort + 1);
    const { id } = await trx
      .insertInto('resource_categories')
      .values({
        type: category.type,
        key: category.key,
        name: category.name,
        description: category.description,
        sort,
        createdAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('resource_sites')
      .values(
        category.sites.map(([name, url, description], i) => ({
          category_id: id,
          name,
          url,
          description,
          icon: '',
          sort: i,
          createdAt: stamp,
        })),
      )
      .execute();
  }
}
