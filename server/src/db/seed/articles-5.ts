import type { SeedArticle } from './article-types';

// Demo articles (5/10): real Markdown for the home page, the code themes (docs/behaviour.md §3) and search.

export const ARTICLES_5: SeedArticle[] = [
  {
    title: '读书笔记：《程序员修炼之道》',
    description: '二十周年版重读，摘录与一点自己的体会。',
    category: '生活随笔',
    tags: ['读书', '随笔'],
    createdAt: '2025-05-30 23:05:00',
    views: 588,
    likes: 26,
    content: `## 为什么重读

第一次读是刚工作时，很多话只觉得有道理；五年后再读，每一条都能对上自己踩过的坑。

## 摘录

> 你的知识和经验是你最重要的职业资产，但它们是会过期的资产。

> 不要留着「破窗户」不修。

> DRY——不要重复你自己。但重复的是知识，而不仅仅是代码。

## 我的几点体会

1. **破窗理论**是真的。一个没人管的警告，很快就会变成一百个。
2. **曳光弹开发**：先打通端到端的最小路径，再逐步填充，比先把某一层做完美更可靠。
3. **不要靠巧合编程**：能跑起来但不知道为什么能跑，迟早会出事。
4. 知识投资要像理财一样**定期、分散**。

## 今年给自己的「知识组合」

| 类别 | 计划 | 进度 |
|---|---|---|
| 新语言 | 用 Go 写一个小工具 | 完成 |
| 基础 | 重读数据库索引相关章节 | 进行中 |
| 非技术 | 每月读一本非专业书 | 5 / 12 |
| 写作 | 每月至少一篇博客 | 进行中 |

书里说每年至少学一门新语言，我做不到，但每年认真学透一样东西，还是可以的。
`,
  },
  {
    title: 'React 19：用 use 与 Suspense 组织数据加载',
    description: '把 loading 状态交给 Suspense，把错误交给 Error Boundary。',
    category: '前端开发',
    tags: ['React', 'TypeScript', '前端'],
    createdAt: '2025-07-14 21:00:00',
    views: 1502,
    likes: 47,
    content: `## 以前的写法

~~~tsx
function ArticlePage({ id }: { id: number }) {
  const [article, setArticle] = useState<Article | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    fetchArticle(id).then(setArticle, setError);
  }, [id]);
  if (error) return <ErrorView error={error} />;
  if (!article) return <Skeleton />;
  return <ArticleView article={article} />;
}
~~~

每个组件都要处理三种状态，而且容易出现竞态：快速切换 id 时，旧请求可能后返回。

## 用 use 读取 Promise

~~~tsx
function ArticleView({ articlePromise }: { articlePromise: Promise<Article> }) {
  const article = use(articlePromise);
  return <h1>{article.article_title}</h1>;
}

export function ArticlePage({ id }: { id: number }) {
  const articlePromise = useMemo(() => fetchArticle(id), [id]);
  return (
    <ErrorBoundary fallback={<ErrorView />}>
      <Suspense fallback={<Skeleton />}>
        <ArticleView articlePromise={articlePromise} />
      </Suspense>
    </ErrorBoundary>
  );
}
~~~

## 注意事项

- Promise 必须**稳定**：不要在渲染中每次新建，否则会无限挂起
- 实际项目里更推荐交给数据层（RTK Query、路由 loader）缓存
- Suspense 边界放在哪里，决定了骨架屏的粒度

| 状态 | 谁负责 |
|---|---|
| 加载中 | 最近的 Suspense |
| 出错 | 最近的 Error Boundary |
| 成功 | 组件本身 |

> 组件只描述「有数据时长什么样」，其余交给边界。
`,
  },
  {
    title: 'RTK Query 实战：缓存、标签失效与无限列表',
    description: '用 providesTags / invalidatesTags 让列表与详情自动同步。',
    category: '前端开发',
    tags: ['React', 'Redux', 'TypeScript'],
    createdAt: '2025-09-21 15:40:00',
    views: 967,
    likes: 33,
    content: `## 一个 API，多处注入

~~~ts
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Article', 'Talk', 'Notify'],
  endpoints: () => ({}),
});

export const articleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getArticle: build.query<Article, number>({
      query: (id) => \`/article/getArticleById/\${id}\`,
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
  }),
});
~~~

## 标签失效

点赞之后，详情里的点赞数要刷新：

~~~ts
likeArticle: build.mutation<void, number>({
  query: (id) => ({ url: '/like/addLike', method: 'POST', body: { for_id: id, type: 1 } }),
  invalidatesTags: (_result, _error, id) => [{ type: 'Article', id }],
}),
~~~

## 「加载更多」的列表

RTK 2.6 起有 \`infiniteQuery\`，以前则用 \`merge\` + \`forceRefetch\`：

~~~ts
getTalks: build.query<Page<Talk>, number>({
  query: (current) => ({ url: '/talk/blogGetTalkList', method: 'POST', body: { current, size: 10 } }),
  serializeQueryArgs: ({ endpointName }) => endpointName,
  merge: (cache, incoming, { arg }) => {
    if (arg === 1) return incoming;
    cache.list.push(...incoming.list);
  },
  forceRefetch: ({ currentArg, previousArg }) => currentArg !== previousArg,
}),
~~~

| 需求 | 方案 |
|---|---|
| 详情与列表同步 | providesTags / invalidatesTags |
| 乐观更新 | onQueryStarted + updateQueryData |
| 无限列表 | infiniteQuery 或 merge |

> 服务端状态不是 UI 状态，别把它手动塞进 slice。
`,
  },
];
