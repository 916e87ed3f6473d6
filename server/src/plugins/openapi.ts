import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { finishDocument } from './openapi-finish';

export const DOCS_PREFIX = '/api/docs';

/** One tag per module, in the order the reference lists them. */
const TAGS = [
  { name: 'user', description: '注册、登录、个人资料 · Accounts' },
  { name: 'upload', description: '图片上传与 /uploads/ 文件 · Image upload and uploaded files' },
  { name: 'notify', description: '站内通知 · Notifications' },
  { name: 'chat', description: '聊天室（REST 与 /ws） · Chat room, REST side and the socket' },
  { name: 'config', description: '站点配置与访问量 · Site configuration and page views' },
  { name: 'page-header', description: '各页横幅 · Page banners' },
  { name: 'statistic', description: '站点统计 · Site totals' },
  { name: 'article', description: '文章、时间轴、搜索 · Articles, timeline, search' },
  { name: 'taxonomy', description: '分类与标签 · Categories and tags' },
  { name: 'series', description: '专栏 · Series of posts in the author’s order' },
  { name: 'comment', description: '评论与回复 · Comments and replies' },
  { name: 'like', description: '点赞 · Likes' },
  { name: 'feed', description: 'RSS、Atom 与站点地图 · Feeds and sitemap' },
  { name: 'talk', description: '说说 · Talks' },
  { name: 'photo', description: '相册与照片 · Albums and photos' },
  { name: 'resource', description: '前端与后端资源推荐 · Resource recommendations' },
  { name: 'link', description: '友情链接与审核 · Friend links and their review' },
  { name: 'message', description: '留言板 · Message board' },
  {
    name: 'mail',
    description: '邮件：通知设置与发送记录（仅管理员） · Mail settings and the delivery log, admin only',
  },
  { name: 'admin', description: "管理后台（仅管理员） · Author's desk, admin only" },
  {
    name: 'music',
    description:
      '音乐服务 /wapi（NeteaseCloudMusicApi 的信封：code 200，失败时 msg） · Music service under /wapi, NeteaseCloudMusicApi envelope',
  },
  { name: 'site', description: 'robots.txt 等 · robots.txt and other site files' },
];

/**
 * The OpenAPI 3 document built from the routes' schemas, served at /api/docs/json, and Swagger UI
 * at /api/docs. Registered before the modules: @fastify/swagger collects routes as they are added.
 *
 * Swagger UI 6 serves every asset itself (no CDN) and its page has no inline script (the start-up
 * code is /api/docs/static/swagger-initializer.js), so it runs under `script-src 'self'`. DOCS_CSP is
 * set on the docs routes only: scripts, fonts, images and requests from this origin; inline styles
 * are allowed because the bundle injects one (scripts never are). No `upgrade-insecure-requests`:
 * the blog is often served over plain http.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '砚 · Inkstone API',
          description:
            '博客的 REST 接口。成功：HTTP 200 与 `{code: 0, message, result}`；业务错误：HTTP 200 与非零 code；其他失败：HTTP 4xx/5xx 与 `{code, message}`。' +
            ' · The blog REST API. Success: HTTP 200 with `{code: 0, message, result}`; business errors: HTTP 200 with a non-zero code;' +
            ' other failures: HTTP 4xx/5xx with `{code, message}`. See docs/api/README.md.',
          version: '1.0.0',
          license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
        },
        // Relative: the document describes whichever blog serves it (SITE_URL or the request's host).
        servers: [{ url: '/', description: '本站 · This blog' }],
        tags: TAGS,
        components: {
          securitySchemes: {
            token: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: '登录返回的 token，可带 `Bearer ` 前缀 · The login token, with or without `Bearer `',
            },
          },
        },
      },
      transformObject: (document) =>
        'openapiObject' in document
          ? finishDocument(document.openapiObject as Partial<OpenAPIV3.Document>)
          : document.swaggerObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CSP,
      uiConfig: { deepLinking: true, docExpansion: 'list' },
    });
  },
  { name: 'openapi' },
);
