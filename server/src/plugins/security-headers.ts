import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from '../lib/page-template';
import { READING_THEMES_SCRIPT_TAG } from '@protocol/readingThemesScript';

/**
 * The Content-Security-Policy of every response (the SPA, the API, /wapi). Only our own origin
 * may provide scripts, connections and media:
 * - connect-src 'self' also covers the same-origin `ws:`/`wss:` chat socket (CSP Level 3, which
 *   Chromium and Firefox implement), so no host has to be written into the policy.
 * - img-src/media-src allow data: and blob: because avatar and chat previews and the player's
 *   lyric background are object URLs of a picked file, and MUI inlines small SVGs as data: URLs.
 *   img-src also allows any https: host: articles show images from image hosts, as imported blogs
 *   and authors' Markdown link them (docs/security.md "Remote images"); an image cannot run script,
 *   and the article renderer sends no Referer to those hosts (lib/markdown/sanitize.ts).
 * - style-src needs 'unsafe-inline': MUI's emotion and md-editor-rt inject <style> elements at
 *   run time, and index.html has a tiny inline style. A nonce would need a per-request rewrite
 *   of index.html and a cache-busting nonce in emotion's cache; inline styles cannot run script,
 *   so the risk we accept is style injection only. Scripts get no such exception: index.html's one
 *   inline script (the colour scheme before paint) is allowed by its sha256 hash only.
 * /uploads/ overrides this with its own stricter sandbox policy (modules/upload).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // A blog served over plain http on a LAN address must keep loading its own http resources.
  upgradeInsecureRequests: null,
};

export interface SecurityHeadersOptions {
  /** The SPA's index.html: its inline scripts (the colour-scheme script) are allowed by hash. */
  template?: string | null;
  /**
   * The origin of the bucket's public URL (S3_PUBLIC_URL, docs/deploy.md "Object storage"), whose
   * images and audio pages show: added to img-src and media-src; null when objects come through us.
   */
  storageOrigin?: string | null;
}

/** The helmet settings of every answer; the script hashes come from the built page. */
export function helmetOptions(template: string | null | undefined, storageOrigin?: string | null): HelmetOptions {
  // Computed at start-up from the built page, so an edited script can never run unlisted.
  // The reading themes' script of article pages is not in the template: its hash is added too.
  const scriptSrc = [
    ...CONTENT_SECURITY_POLICY.scriptSrc,
    ...inlineScriptHashes(template ? template + READING_THEMES_SCRIPT_TAG : ''),
  ];
  const origin = storageOrigin ? [storageOrigin] : [];
  const imgSrc = [...CONTENT_SECURITY_POLICY.imgSrc, ...origin];
  const mediaSrc = [...CONTENT_SECURITY_POLICY.mediaSrc, ...origin];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, scriptSrc, imgSrc, mediaSrc },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS belongs to the TLS-terminating proxy: sent over plain http it would be ignored anyway,
    // and a wrong max-age there locks readers out for a year.
    strictTransportSecurity: false,
  };
}

/**
 * The headers as a plain map, made once at start-up: helmet writes them onto a stand-in response.
 * Every answer gets this map — the routed ones from the hook below, the ones Fastify writes before
 * any hook (a malformed address, an unreadable request: plugins/router-errors.ts) directly — so both
 * send exactly what helmet sends. (Running helmet per request, as its Fastify wrapper does, re-parses
 * the policy on every answer: a sixth of a cached page hit's time, docs/performance.md.)
 */
export function securityHeaderValues(
  template: string | null | undefined,
  storageOrigin?: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(template, storageOrigin))(standIn as never, standIn, () => undefined);
  return headers;
}

/** The security headers on every routed answer (registered at the root, before the modules). */
export default fp<SecurityHeadersOptions>(async function securityHeaders(app: FastifyInstance, options) {
  const headers = securityHeaderValues(options.template, options.storageOrigin);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
