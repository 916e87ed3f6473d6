import type { SeedArticle } from './article-types';
import { scenePhotoUrl } from './images';

// Demo articles (3/10): real Markdown for the home page, the code themes (docs/behaviour.md §3) and search.

export const ARTICLES_3: SeedArticle[] = [
  {
    title: '周末徒步：穿越西湖群山',
    description: '从灵隐到龙井，再到九溪，一天走完二十公里。',
    category: '生活随笔',
    tags: ['随笔', '旅行'],
    // The Sunday evening of the hike (its title says 周末).
    createdAt: '2024-09-08 20:45:00',
    views: 503,
    likes: 30,
    content: `## 路线

早上七点从灵隐出发，沿着北高峰的台阶一路向上。九月的杭州还很热，但山里有风。

![清晨的山脊](${scenePhotoUrl('mountains', 1)})

1. 灵隐寺 → 北高峰（约 1 小时）
2. 北高峰 → 美人峰 → 龙井村（约 2.5 小时）
3. 龙井村 → 十里琅珰 → 九溪烟树（约 2 小时）

## 装备清单

- 一双抓地好的鞋，台阶多，雨后会滑
- 两升水，山上补给点不多
- 头巾和防晒
- 充电宝：导航很费电

## 一些感受

在龙井村停下喝了杯茶，老板说今年雨水少，秋茶不如往年。坐在竹椅上看山，忽然觉得平时写代码时那些焦虑都挺远的。

![九溪的林子](${scenePhotoUrl('forest', 1)})

> 行到水穷处，坐看云起时。
> —— 王维《终南别业》

| 路段 | 距离 | 用时 | 难度 |
|---|---|---|---|
| 灵隐—北高峰 | 3 km | 1 h | ★★★ |
| 北高峰—龙井 | 8 km | 2.5 h | ★★ |
| 龙井—九溪 | 9 km | 2 h | ★ |

下次想试试秋天的五云山，据说银杏很好看。
`,
  },
  {
    title: 'Git 进阶：交互式 rebase 与二分查找 bug',
    description: '整理提交历史，以及用 git bisect 在几百个提交里找到罪魁祸首。',
    category: '工具与效率',
    tags: ['Git', 'Bash'],
    createdAt: '2024-11-05 10:20:00',
    views: 865,
    likes: 24,
    content: `## 提交前整理历史

功能分支上常常有「修拼写」「再修一下」这样的提交。合并前用交互式 rebase 整理：

~~~bash
git fetch origin
git rebase -i origin/main
~~~

编辑器里的每一行是一个提交，常用的命令：

| 命令 | 作用 |
|---|---|
| pick | 保留 |
| reword | 保留但修改说明 |
| squash | 合并进上一个，并合并说明 |
| fixup | 合并进上一个，丢弃说明 |
| drop | 删除 |

配合 \`git commit --fixup=<sha>\` 和 \`git rebase -i --autosquash\`，几乎不用手动编辑。

## 用 bisect 找出引入 bug 的提交

已知 v1.4 正常、现在不正常，中间有三百个提交：

~~~bash
git bisect start
git bisect bad HEAD
git bisect good v1.4
# Git 会切到中间的提交，测试后告诉它结果
git bisect good   # 或 git bisect bad
~~~

三百个提交最多只需要测 9 次（2 的 9 次方是 512）。

## 自动化 bisect

如果有能复现问题的脚本，可以让 Git 自己跑：

~~~bash
git bisect start HEAD v1.4
git bisect run npm test -- --testNamePattern="renders archive"
git bisect reset
~~~

脚本返回 0 表示好，1 到 127（125 除外）表示坏，125 表示跳过这个提交。

> 小而清晰的提交，是 bisect 能发挥作用的前提。
`,
  },
  {
    title: 'TypeScript 类型体操入门：从条件类型到模板字面量',
    description: '用几个真实场景理解 infer、映射类型与模板字面量类型。',
    category: '前端开发',
    tags: ['TypeScript', '前端'],
    createdAt: '2025-01-12 16:00:00',
    pinned: true,
    views: 2210,
    likes: 68,
    content: `## 为什么要学类型编程

类型编程不是为了炫技。它最大的价值是**让错误在编辑器里就暴露出来**，比如路由参数、事件名、接口字段。

## 条件类型与 infer

~~~ts
type Awaited2<T> = T extends Promise<infer U> ? Awaited2<U> : T;

type A = Awaited2<Promise<Promise<number>>>; // number
~~~

\`infer\` 相当于在模式匹配里声明一个变量。

## 映射类型：把所有字段变成可选的 getter

~~~ts
type Getters<T> = {
  [K in keyof T as \`get\${Capitalize<string & K>}\`]: () => T[K];
};

interface Article {
  title: string;
  views: number;
}

type ArticleGetters = Getters<Article>;
// { getTitle: () => string; getViews: () => number }
~~~

## 模板字面量类型：解析路由参数

~~~ts
type Params<Path extends string> =
  Path extends \`\${string}:\${infer Name}/\${infer Rest}\`
    ? { [K in Name | keyof Params<Rest>]: string }
    : Path extends \`\${string}:\${infer Name}\`
      ? { [K in Name]: string }
      : {};

function route<P extends string>(path: P, handler: (params: Params<P>) => void) {
  /* ... */
}

route('/api/article/:id/:size', (params) => {
  params.id;   // ok
  params.size; // ok
  // params.page; // 编译错误
});
~~~

## 实用建议

1. 先写出使用处希望的样子，再倒推类型
2. 复杂类型写测试：\`type Expect<T extends true> = T\`
3. 超过三层嵌套就该考虑拆分或放弃

| 工具 | 用途 |
|---|---|
| \`satisfies\` | 检查而不拓宽类型 |
| \`as const\` | 保留字面量类型 |
| \`NoInfer<T>\` | 阻止从某个参数推断 |

> 类型是写给人看的文档，顺便让编译器检查。
`,
  },
];
