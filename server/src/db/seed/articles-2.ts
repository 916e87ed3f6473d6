import type { SeedArticle } from './article-types';

// Demo articles (2/10): real Markdown for the home page, the code themes (docs/behaviour.md §3) and search.

export const ARTICLES_2: SeedArticle[] = [
  {
    title: 'Go 并发模式：worker pool 与 context 取消',
    description: '用 errgroup 和 context 写一个可取消、有上限的并发抓取器。',
    category: '后端开发',
    tags: ['Go', '并发'],
    createdAt: '2024-06-02 20:40:00',
    views: 1104,
    likes: 35,
    content: `## 问题

要处理一千个任务，一个一个做太慢，一次开一千个 goroutine 又可能把下游压垮。我们需要：

- **并发上限**：同时最多 N 个
- **快速失败**：任意一个出错，其余的尽快停止
- **可取消**：调用方超时或退出时，所有任务都停下

## 最朴素的 worker pool

~~~go
func process(ctx context.Context, jobs []Job, workers int) error {
	ch := make(chan Job)
	g, ctx := errgroup.WithContext(ctx)

	for i := 0; i < workers; i++ {
		g.Go(func() error {
			for job := range ch {
				if err := handle(ctx, job); err != nil {
					return fmt.Errorf("job %d: %w", job.ID, err)
				}
			}
			return nil
		})
	}

	g.Go(func() error {
		defer close(ch)
		for _, job := range jobs {
			select {
			case ch <- job:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return nil
	})
	return g.Wait()
}
~~~

## 更简洁的 SetLimit

Go 1.20 之后 \`errgroup\` 自带并发上限：

~~~go
g, ctx := errgroup.WithContext(ctx)
g.SetLimit(8)
for _, job := range jobs {
	g.Go(func() error { return handle(ctx, job) })
}
return g.Wait()
~~~

## 几个容易忽略的点

1. \`handle\` 内部必须真正尊重 \`ctx\`，比如 \`http.NewRequestWithContext\`
2. 发送方的 \`select\` 不能省，否则 worker 全退出后发送会永久阻塞
3. 返回的错误要带上任务信息，方便排查

| 方案 | 代码量 | 适用场景 |
|---|---|---|
| 手写 channel | 多 | 需要精细控制、流式输入 |
| errgroup.SetLimit | 少 | 任务列表已知 |
| semaphore.Weighted | 中 | 任务权重不同 |

> Don't communicate by sharing memory; share memory by communicating.
`,
  },
  {
    title: '用 Python 写一个极简静态站点生成器',
    description: '两百行以内：Markdown 转 HTML、模板、增量构建。',
    category: '后端开发',
    tags: ['Python', '工具'],
    createdAt: '2024-07-18 22:10:00',
    views: 756,
    likes: 21,
    content: `## 目标

- 读取 \`posts/\` 下的 Markdown 文件，文件头是简单的 \`key: value\` 元数据
- 用一个 HTML 模板渲染成页面
- 只重新生成修改过的文件

## 解析文件头

~~~python
from dataclasses import dataclass
from pathlib import Path

@dataclass
class Post:
    slug: str
    title: str
    date: str
    body: str

def parse(path: Path) -> Post:
    head, _, body = path.read_text(encoding="utf-8").partition("\\n---\\n")
    meta = dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)
    return Post(slug=path.stem, title=meta["title"], date=meta["date"], body=body)
~~~

## 增量构建

比较源文件与产物的修改时间，只有源文件更新时才重新渲染：

~~~python
import markdown

def build(src: Path, out: Path, template: str) -> int:
    out.mkdir(parents=True, exist_ok=True)
    changed = 0
    for md in sorted(src.glob("*.md")):
        target = out / f"{md.stem}.html"
        if target.exists() and target.stat().st_mtime >= md.stat().st_mtime:
            continue
        post = parse(md)
        html = markdown.markdown(post.body, extensions=["fenced_code", "tables"])
        target.write_text(template.format(title=post.title, date=post.date, body=html), encoding="utf-8")
        changed += 1
    return changed

if __name__ == "__main__":
    n = build(Path("posts"), Path("site"), Path("template.html").read_text(encoding="utf-8"))
    print(f"rebuilt {n} page(s)")
~~~

## 还缺什么

| 功能 | 难度 | 备注 |
|---|---|---|
| 首页列表 | 低 | 按 date 排序后渲染 |
| RSS | 中 | 注意转义 XML |
| 模板修改后全量重建 | 低 | 把模板的 mtime 也算进去 |

> 造一个小轮子，是理解大轮子最快的方式。
`,
  },
];
