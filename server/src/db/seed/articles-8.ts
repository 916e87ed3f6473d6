import type { SeedArticle } from './article-types';

// Demo articles (8/10): database and server notes, 2022–2023.

export const ARTICLES_8: SeedArticle[] = [
  {
    title: 'SQLite 的 WAL 模式：一个博客够用吗',
    description: '读写不再互相阻塞，但检查点、文件数量和备份方式都要跟着变。',
    category: '数据库',
    tags: ['SQLite', 'SQL'],
    createdAt: '2022-05-21 10:40:00',
    views: 655,
    likes: 24,
    content: `## 为什么要开 WAL

默认的回滚日志模式下，写事务会挡住所有读。博客的读远多于写，但后台保存一篇文章时，首页请求也得排队。

~~~sql
PRAGMA journal_mode = WAL;
PRAGMA synchronous = NORMAL;
PRAGMA busy_timeout = 5000;
~~~

开了 WAL 之后，写入先追加到 \`blog.db-wal\`，读者继续读旧的快照，互不等待。

## 检查点

WAL 文件不会自己变小。SQLite 默认在它超过 1000 页时做一次检查点，把内容写回主文件。长时间有读事务不结束，检查点就推不动，文件会一直长。

~~~sql
PRAGMA wal_checkpoint(TRUNCATE);
~~~

## 备份别直接拷文件

开了 WAL 以后，数据库是两个（甚至三个）文件，只拷 \`blog.db\` 会丢掉还没写回的内容。用 \`VACUUM INTO\` 得到一个完整的副本：

~~~sql
VACUUM INTO '/backup/blog-2022-05-21.db';
~~~

结论：一个人的博客，一台机器，SQLite 加 WAL 绰绰有余。

## 什么时候不够

- 多台机器要写同一个库：SQLite 的文件锁在网络文件系统上不可靠，这时该换 PostgreSQL。
- 写入非常频繁：WAL 同一时刻仍然只允许一个写事务，写多了会排队。
`,
  },
  {
    title: '分页别再用 OFFSET：游标分页的写法',
    description: '翻到第 500 页时，OFFSET 要先数过前面的一万条。',
    category: '数据库',
    tags: ['SQL', 'SQLite', '性能优化'],
    createdAt: '2023-02-11 19:20:00',
    views: 811,
    likes: 33,
    content: `## OFFSET 慢在哪里

~~~sql
SELECT id, title, created_at FROM articles
ORDER BY created_at DESC, id DESC
LIMIT 20 OFFSET 10000;
~~~

数据库要先按顺序走过前 10000 行，再丢掉它们。页数越靠后越慢，而且翻页期间有新文章插入，还会看到重复的条目。

## 记住上一页的最后一条

~~~sql
SELECT id, title, created_at FROM articles
WHERE (created_at, id) < (:last_created_at, :last_id)
ORDER BY created_at DESC, id DESC
LIMIT 20;
~~~

配合 \`(created_at, id)\` 上的索引，每一页都只读 20 行。

## 代价

- 不能直接跳到「第 37 页」，只能上一页、下一页，适合无限滚动。
- 排序键必须唯一，所以要带上 \`id\` 兜底。
- 游标最好编码成一个不透明的字符串交给前端，以后换排序字段也不会影响接口。

## 实测

在十万篇文章的测试库上，翻到最后一页：

| 写法 | 耗时 |
|---|---|
| LIMIT 20 OFFSET 99980 | 46 ms |
| 游标分页 | 0.3 ms |

后台的文章管理仍然用页码，因为作者需要跳页；给读者的列表和搜索结果都换成了游标。
`,
  },
  {
    title: '一次慢查询：隐式类型转换让索引失效',
    description: '同样的 SQL，在测试库里 2 毫秒，在线上 800 毫秒。',
    category: '数据库',
    tags: ['SQL', '性能优化'],
    createdAt: '2023-07-30 23:10:00',
    views: 579,
    likes: 19,
    content: `## 现象

按手机号查用户的接口偶尔超时。慢查询日志里是一条再普通不过的语句：

~~~sql
SELECT id, nick_name FROM users WHERE phone = 13800001234;
~~~

\`phone\` 上明明有索引。

## 原因

\`phone\` 是字符串列，条件里却是一个数字。为了比较，数据库把每一行的 \`phone\` 都转成数字，索引就用不上了，只能全表扫描。测试库只有几百行，所以一直没发现。

~~~sql
EXPLAIN SELECT id, nick_name FROM users WHERE phone = '13800001234';
~~~

加上引号之后，执行计划里的全表扫描变成了索引查找，耗时回到 2 毫秒。

## 教训

- 参数化查询时，驱动传过去的类型要和列的类型一致。
- 测试库的数据量太小，很多问题根本暴露不出来，上线前至少用接近真实规模的数据跑一次 \`EXPLAIN\`。
- 这类问题在 SQLite 里不太会出现，它按列的亲和类型先转换参数，但换到别的数据库时要小心。
- 慢查询日志一定要开，阈值设成 200 毫秒左右，每周看一次，很多问题在变成故障之前就能发现。
`,
  },
  {
    title: 'Node.js 流与背压：一次导出接口的内存暴涨',
    description: '导出全部文章时内存涨到 2 GB，原因是没有理会 write() 的返回值。',
    category: '后端开发',
    tags: ['Node.js', 'Fastify', 'TypeScript'],
    createdAt: '2023-05-06 21:50:00',
    views: 690,
    likes: 27,
    content: `## 现象

后台的「导出全部文章」在文章多了以后，会让进程内存一路涨到 2 GB，然后被系统杀掉。

## 问题代码

~~~ts
for (const row of rows) {
  out.write(JSON.stringify(row) + '\\n');
}
~~~

读数据库很快，写到慢速的网络连接很慢。\`write()\` 返回 \`false\` 表示缓冲区已满，应该停下来等 \`drain\`，而这段代码一口气把所有内容都塞进了内存。

## 用 pipeline 交给流自己协调

~~~ts
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';

await pipeline(
  Readable.from(iterateArticles(db)),
  new Transform({
    objectMode: true,
    transform(row, _encoding, done) {
      done(null, JSON.stringify(row) + '\\n');
    },
  }),
  reply.raw,
);
~~~

\`Readable.from\` 遇到背压会暂停异步迭代器，数据库那边也就按需一批批读。改完之后，导出一万篇文章，内存稳定在 80 MB 左右。

## 记住一条

自己写 \`write()\` 循环的时候，一定要看返回值；能用 \`pipeline\` 的地方就别手写，它还会在任何一环出错时把整条链上的流都关掉，不会留下打开的文件句柄。
`,
  },
  {
    title: '用 Go 写一个生成 RSS 的小工具',
    description: '两百行 Go，读 Markdown 文件头，并发生成摘要，输出一份 RSS 2.0。',
    category: '后端开发',
    tags: ['Go', '并发'],
    createdAt: '2023-12-03 16:25:00',
    views: 433,
    likes: 15,
    content: `## 为什么是 Go

博客的旧版本是纯静态的，需要一个不依赖运行时、拷过去就能跑的命令行工具。Go 编译出来就是一个文件。

## 数据结构

~~~go
type Item struct {
	Title   string \`xml:"title"\`
	Link    string \`xml:"link"\`
	PubDate string \`xml:"pubDate"\`
	Summary string \`xml:"description"\`
}
~~~

## 并发读取文件

文章有几百篇，每篇都要读文件、解析文件头、截取摘要。用一个带缓冲的通道当信号量，限制同时打开的文件数：

~~~go
var wg sync.WaitGroup
slots := make(chan struct{}, 8)
items := make([]Item, len(paths))
errs := make([]error, len(paths))
for i, p := range paths {
	wg.Add(1)
	go func() {
		defer wg.Done()
		slots <- struct{}{}
		defer func() { <-slots }()
		items[i], errs[i] = readItem(p)
	}()
}
wg.Wait()
if err := errors.Join(errs...); err != nil {
	log.Fatal(err)
}
~~~

每个 goroutine 只写自己下标的位置，不需要加锁；输出的顺序也和输入一致。

## 输出

最后按日期排序，用 \`encoding/xml\` 编码，写到 \`public/rss.xml\`。整个过程不到一秒。
`,
  },
];
