import type { FastifyRequest } from 'fastify';

/** A host name or IP with an optional port: anything else in a Host header is not trusted into a URL. */
const SAFE_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The public origin of absolute URLs (feeds, sitemap, robots.txt): SITE_URL when set, otherwise the
 * request's own scheme and host. With TRUST_PROXY Fastify takes them from X-Forwarded-Proto and
 * X-Forwarded-Host. A malformed host falls back to the address the server listens on.
 */
export function siteOrigin(request: FastifyRequest): string {
  const { siteUrl, host, port } = request.server.config;
  if (siteUrl) return siteUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const requestHost = request.host;
  return SAFE_HOST.test(requestHost) ? `${protocol}://${requestHost.toLowerCase()}` : `http://${host}:${port}`;
}

/** `/uploads/a.png` → `https://blog.example.com/uploads/a.png`; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, url: string): string {
  if (!url) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
