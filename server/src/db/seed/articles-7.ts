import type { SeedArticle } from './article-types';

// Demo articles (7/10): front-end notes from 2022–2023, each with code of its own subject.

export const ARTICLES_7: SeedArticle[] = [
  {
    title: '暗色模式的三种做法：媒体查询、类名与 CSS 变量',
    description: '给博客加暗色模式时试过的三条路，以及最后留下的那一条。',
    category: '前端开发',
    tags: ['前端', 'TypeScript'],
    createdAt: '2022-03-12 20:30:00',
    views: 612,
    likes: 21,
    content: `## 只用媒体查询

最省事的办法是 \`prefers-color-scheme\`：系统是暗色，页面就跟着暗。问题是读者没法自己切换，有人白天也喜欢暗色。

~~~css
@media (prefers-color-scheme: dark) {
  body { background: #1f2225; color: #c9d1d9; }
}
~~~

## 在根元素上挂类名

第二版在 \`<html>\` 上挂 \`dark\` 类，每个组件写两套颜色。能切换了，但样式表翻了一倍，改一个颜色要找两处。

## 把颜色收进变量

最后留下的是 CSS 变量：组件只认变量名，主题只改变量的值。

~~~css
:root { --bg: #fdfcf8; --text: #2b2b2b; --accent: #3b6e8f; }
:root[data-theme='dark'] { --bg: #1f2225; --text: #c9d1d9; --accent: #8cb4d2; }
.card { background: var(--bg); color: var(--text); }
~~~

切换时只改一个属性，再记到 \`localStorage\` 里：

~~~ts
function applyTheme(theme: 'light' | 'dark'): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem('theme', theme);
}
~~~

## 首屏不闪

读者选了暗色，刷新时却先白一下，这是最让人难受的。办法是在 \`<head>\` 里放一小段同步脚本，在第一帧之前把属性设好。它必须短，也必须不依赖任何打包产物。
`,
  },
  {
    title: '把数据请求从 useEffect 里搬出去',
    description: '竞态、重复请求和无处安放的 loading：我为什么不再在 useEffect 里写 fetch。',
    category: '前端开发',
    tags: ['React', 'Redux', '前端'],
    createdAt: '2022-08-27 22:15:00',
    views: 734,
    likes: 26,
    content: `## 一个常见的写法

~~~tsx
useEffect(() => {
  fetch(\`/api/article/\${id}\`)
    .then((res) => res.json())
    .then(setArticle);
}, [id]);
~~~

它能跑，但藏着三个问题：

1. **竞态**：快速切换文章时，先发的请求可能后到，页面显示的是上一篇。
2. **重复请求**：两个组件要同一份数据，就请求两次。
3. **状态散落**：loading、error、重试，每个组件都要再写一遍。

## 先补上取消

~~~tsx
useEffect(() => {
  const controller = new AbortController();
  fetch(\`/api/article/\${id}\`, { signal: controller.signal })
    .then((res) => res.json())
    .then(setArticle)
    .catch(() => undefined);
  return () => controller.abort();
}, [id]);
~~~

竞态解决了，另外两个问题还在。

## 交给一个缓存层

后来这个博客换成了 RTK Query：请求按参数去重，结果按标签缓存，组件只声明「我要什么」。

~~~ts
const { data, isLoading } = useGetArticleQuery(id);
~~~

\`useEffect\` 还在，只是回到了它本来的用途：和浏览器、和外部系统同步，而不是当作请求的调度器。
`,
  },
  {
    title: 'CSS 容器查询：让卡片自己决定布局',
    description: '同一张文章卡片，放在首页是横排，放在侧栏是竖排，不再靠视口宽度猜。',
    category: '前端开发',
    tags: ['前端'],
    createdAt: '2023-04-16 15:40:00',
    views: 488,
    likes: 17,
    content: `## 媒体查询的局限

文章卡片在首页主栏里有 800 px 宽，在侧栏的「相关文章」里只有 280 px。媒体查询只知道视口多宽，不知道卡片被放在了哪里。

## 声明容器

~~~css
.card-slot {
  container-type: inline-size;
  container-name: card;
}
~~~

## 按容器宽度换布局

~~~css
.card { display: grid; gap: 12px; }

@container card (min-width: 560px) {
  .card { grid-template-columns: 240px 1fr; }
  .card__cover { aspect-ratio: 4 / 3; }
}
~~~

卡片本身不用知道自己在哪一页，只看给它的空间有多大。

## 标题跟着容器缩放

侧栏里的卡片标题原来用固定的 18 px，两行就放不下。换成容器单位之后，字号随卡片宽度变化，再用 \`clamp\` 限定上下界：

~~~css
.card__title {
  font-size: clamp(15px, 4cqi, 22px);
  line-height: 1.4;
}
~~~

\`4cqi\` 是容器宽度的 4%：800 px 宽的卡片里是 22 px（被上界截住），280 px 宽的侧栏里是 15 px。

## 几点体会

- 容器不能查询自己的尺寸，所以要多包一层。
- \`cqi\` 单位很好用：字号可以随容器宽度变化，而不是随屏幕。
- 老浏览器不支持时，默认的竖排布局就是降级方案，不需要额外处理。
`,
  },
  {
    title: '一张封面图的三种尺寸：srcset、sizes 与占位图',
    description: '手机上不该下载 1920 px 的原图，也不该在图片到来之前跳一下。',
    category: '前端开发',
    tags: ['前端', '性能优化'],
    createdAt: '2023-10-08 21:05:00',
    views: 902,
    likes: 38,
    content: `## 问题

首页的封面图原图有 1920 px 宽，手机上显示的宽度不到 400 px。用 Lighthouse 一测，图片占了首屏流量的八成。

## 让浏览器挑尺寸

~~~html
<picture>
  <source type="image/avif" srcset="cover-480.avif 480w, cover-960.avif 960w, cover-1920.avif 1920w"
          sizes="(max-width: 600px) 100vw, 360px" />
  <img src="cover.jpg" alt="" width="1920" height="960" loading="lazy" decoding="async" />
</picture>
~~~

\`sizes\` 告诉浏览器图片会显示多宽，浏览器再按屏幕的像素密度挑一张最合适的。

## 不再跳动

给图片留好位置，页面就不会在图片加载后往下跳：

~~~css
.cover { aspect-ratio: 2 / 1; background: center / cover url('cover-ph.webp'); }
~~~

占位图只有 16 px 宽，几百个字节，被浏览器放大后正好是一层模糊的底色。

## 结果

| 指标 | 之前 | 之后 |
|---|---|---|
| 首页图片流量（手机） | 1.1 MB | 95 KB |
| 布局偏移 CLS | 0.18 | 0.01 |

最大的收获不是数字，而是手机上打开首页时，图片不再一张张「砸」下来，页面从第一帧起就是稳的。
`,
  },
];
