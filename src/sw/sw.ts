/// <reference lib="webworker" />
// The service worker (docs/architecture.md "Offline and installable"; rules in docs/caching.md "In
// the reader's browser"). Built by Workbox's InjectManifest into dist/sw.js, which the server sends
// with Cache-Control: no-cache so a deploy is seen on the next visit.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CACHE_NAMES, OFFLINE_COPY_HEADER } from '@protocol/webApp';
import { noPicturesAfterAdminDesk } from './adminImages';
import { byteBudgetPlugin } from './byteBudget';
import {
  articleApiPath,
  articleIdOfPage,
  CACHE_LIMITS,
  cacheRouteOf,
  isStorable,
  type CacheRoute,
} from './cachePolicy';
import { isKeepOpenPageMessage, keepPlan, type KeepPlan } from './keepOpenPage';
import { listOfflineArticles } from './offlineArticles';
import { renderOfflinePage } from './offlinePage';

declare const self: ServiceWorkerGlobalScope;

/** The shell: index.html and the hashed chunks of the reader's pages (the build's list). */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker waits until the reader taps 有新版本，点击刷新 (the window sends SKIP_WAITING), so
// an open page never meets another deploy's chunks; the first install takes the page at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (isKeepOpenPageMessage(event.data))
    event.waitUntil(keepOpenPage(event, keepPlan(event.data, self.location.origin)));
});
clientsClaim();

const SHELL_URL = '/index.html';

const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null),
};

function plugins(route: CacheRoute, cacheName: string): WorkboxPlugin[] {
  const limits = CACHE_LIMITS[route];
  return [
    storableOnly,
    new ExpirationPlugin({
      maxEntries: limits.maxEntries,
      maxAgeSeconds: limits.maxAgeSeconds,
      purgeOnQuotaError: true,
    }),
    byteBudgetPlugin(limits.maxBytes, () => caches.open(cacheName)),
  ];
}

const strategies: Record<CacheRoute, Strategy> = {
  // Network first, so online readers always see fresh pages and answers.
  page: new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    plugins: plugins('page', CACHE_NAMES.pages),
    matchOptions: { ignoreVary: true },
  }),
  api: new NetworkFirst({
    cacheName: CACHE_NAMES.api,
    plugins: plugins('api', CACHE_NAMES.api),
    matchOptions: { ignoreVary: true },
  }),
  // Uploaded and generated images never change under one URL. None is kept once the admin desk was
  // opened here, until logout (adminImages.ts): a draft's picture must not stay readable offline.
  image: new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [noPicturesAfterAdminDesk(caches), ...plugins('image', CACHE_NAMES.images)],
  }),
};

/**
 * docs/behaviour.md §12.2: stores a page the reader opened before this worker controlled it, through
 * the same strategies (limits, storable answers, no pictures after the desk) as a request it routes.
 * A page already kept is left alone; the copy is marked so the server counts no second view.
 */
async function keepOpenPage(event: ExtendableEvent, plan: KeepPlan): Promise<void> {
  const jobs = plan.images.map((url) => strategies.image.handle({ event, request: new Request(url) }));
  if (plan.page && !(await (await caches.open(CACHE_NAMES.pages)).match(plan.page, { ignoreVary: true }))) {
    const headers = { Accept: 'text/html', [OFFLINE_COPY_HEADER]: '1' };
    jobs.push(strategies.page.handle({ event, request: new Request(plan.page, { headers }) }));
  }
  // Offline or refused: nothing kept, as for any request that fails.
  await Promise.allSettled(jobs);
}

/**
 * A page that is neither online nor cached: an article whose API answer is cached opens in the app
 * shell (the app reads that answer from the cache); anything else gets the offline page.
 */
async function offlineAnswer(url: string): Promise<Response> {
  const articleId = articleIdOfPage(url);
  if (articleId !== null) {
    const api = await caches.open(CACHE_NAMES.api);
    const shell = await matchPrecache(SHELL_URL);
    if (shell && (await api.match(new URL(articleApiPath(articleId), url).href, { ignoreVary: true }))) return shell;
  }
  const articles = await listOfflineArticles(await caches.open(CACHE_NAMES.pages), await caches.open(CACHE_NAMES.api));
  return new Response(renderOfflinePage(articles, url), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

registerRoute(
  ({ request }) => cacheRouteOf(request, self.location.origin) !== null,
  async (options: RouteHandlerCallbackOptions) => {
    const route = cacheRouteOf(options.request, self.location.origin) as CacheRoute;
    try {
      return await strategies[route].handle(options);
    } catch (error) {
      if (route === 'page') return offlineAnswer(options.request.url);
      throw error;
    }
  },
);
