import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response (the SPA, the API, /wapi). Only our own origin
 * may provide scripts, connections, media and images:
 * - connect-src 'self' also covers the same-origin `ws:`/`wss:` chat socket (CSP Level 3, which
 *   Chromium and Firefox implement), so no host has to be written into the policy.
 * - img-src/media-src allow data: and blob: because avatar and chat previews and the player's
 *   lyric background are object URLs of a picked file, and MUI inlines small SVGs as data: URLs.
 * - style-src needs 'unsafe-inline': MUI's emotion and md-editor-rt inject <style> elements at
 *   run time, and index.html has a tiny inline style. A nonce would need a per-request rewrite
 *   of index.html and a cache-busting nonce in emotion's cache; inline styles cannot run script,
 *   so the risk we accept is style injection only. Scripts get no such exception.
 * /uploads/ overrides this with its own stricter sandbox policy (modules/upload).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
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

/** @fastify/helmet on every route of the app (registered at the root, before the modules). */
export default fp(async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS belongs to the TLS-terminating proxy: sent over plain http it would be ignored anyway,
    // and a wrong max-age there locks readers out for a year.
    strictTransportSecurity: false,
  });
});
