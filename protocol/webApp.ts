// The installable web app (docs/architecture.md "Offline and installable"): what the build, the
// server's manifest route, the service worker and the app agree on.

/** Square PNG icons drawn from public/favicon.svg at build time (the sizes phones and Chromium ask for). */
export const ICON_SIZES = [48, 72, 96, 144, 192, 256, 384, 512] as const;
/** Maskable icons: the logo inside the 80% safe zone on a full-bleed background. */
export const MASKABLE_ICON_SIZES = [192, 512] as const;
/** iOS ignores the manifest's icons and asks for this one (`<link rel="apple-touch-icon">`). */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';
export const APPLE_TOUCH_ICON_SIZE = 180;

export const iconPath = (size: number) => `/icons/icon-${size}.png`;
export const maskableIconPath = (size: number) => `/icons/maskable-${size}.png`;

/** The logo's own background, behind the maskable icon's safe zone. */
export const ICON_BACKGROUND = '#2f3b4a';
/** Browser chrome colours, light and dark (the same as index.html's theme-color metas). */
export const THEME_COLOR_LIGHT = '#3f5f7f';
export const THEME_COLOR_DARK = '#151719';
/** The splash screen's background: the light theme's page background. */
export const BACKGROUND_COLOR = '#f6f3ec';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/sw.js';
export const START_URL = '/home';

/**
 * Cache Storage names the service worker and the app share. Pages, API answers and pictures are what
 * a reader read, so a logout empties them; the precache holds only the app's own files.
 * `adminDesk` holds nothing: its existence says the admin desk was opened in this browser since the
 * last logout, and while it exists the worker keeps no picture (docs/caching.md "In the reader's
 * browser": a draft's pictures are never kept).
 */
export const CACHE_NAMES = {
  pages: 'inkstone-pages-v1',
  api: 'inkstone-api-v1',
  images: 'inkstone-images-v1',
  adminDesk: 'inkstone-admin-desk-v1',
} as const;

/** Caches a logout empties (docs/behaviour.md §12.3): everything but the precache. */
export const USER_CACHES: readonly string[] = [
  CACHE_NAMES.pages,
  CACHE_NAMES.api,
  CACHE_NAMES.images,
  CACHE_NAMES.adminDesk,
];

/**
 * The page's message to the worker that has just taken it over (docs/behaviour.md §12.2): the page
 * was loaded before the worker was ready, so the worker stores it now, with its pictures.
 */
export const KEEP_OPEN_PAGE = 'KEEP_OPEN_PAGE';

export interface KeepOpenPageMessage {
  type: typeof KEEP_OPEN_PAGE;
  /** The address the reader has open (after any in-app navigation). */
  url: string;
  /** The pictures the page shows (`currentSrc`), same-origin or not: the worker picks. */
  images: string[];
}

/**
 * Sent by the worker when it fetches a copy of a page the reader already has open: the server does
 * not count that request as another view of the article (docs/caching.md "View counts").
 */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';
