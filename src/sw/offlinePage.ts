// docs/behaviour.md §12: the page the service worker answers for a page that is neither online nor
// cached. Plain HTML with no script (the worker builds it; the CSP allows no inline script).
import { escapeHtml } from '@protocol/html';
import { THEME_COLOR_DARK, THEME_COLOR_LIGHT } from '@protocol/webApp';
import type { OfflineArticle } from './offlineArticles';

export const OFFLINE_TITLE = '当前处于离线状态';
export const OFFLINE_LIST_HEADING = '以下文章可离线阅读';
export const OFFLINE_EMPTY = '还没有可离线阅读的文章：联网时读过的文章会保存在这里。';

/** The offline page: what happened, the articles that open without the network, and a retry link. */
export function renderOfflinePage(articles: readonly OfflineArticle[], retryUrl: string): string {
  const list = articles.length
    ? `<h2>${OFFLINE_LIST_HEADING}</h2><ul>${articles
        .map((a) => `<li><a href="/article?id=${a.id}">${escapeHtml(a.title)}</a></li>`)
        .join('')}</ul>`
    : `<p>${OFFLINE_EMPTY}</p>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR_LIGHT}" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="${THEME_COLOR_DARK}" media="(prefers-color-scheme: dark)">
<title>${OFFLINE_TITLE}</title>
<style>
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif;background:#f6f3ec;color:#222}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
a{color:#34506a}
li{margin:.5rem 0;line-height:1.6}
@media (prefers-color-scheme: dark){body{background:#151719;color:#e6e6e6}a{color:#94b6cf}}
</style></head>
<body><main>
<h1>${OFFLINE_TITLE}</h1>
<p>网络连接已断开，这个页面还没有保存到本机。<a href="${escapeHtml(retryUrl)}">重新加载</a> · <a href="/home">返回首页</a></p>
${list}
</main></body></html>`;
}
