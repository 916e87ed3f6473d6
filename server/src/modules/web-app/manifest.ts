import {
  BACKGROUND_COLOR,
  ICON_SIZES,
  iconPath,
  MASKABLE_ICON_SIZES,
  maskableIconPath,
  START_URL,
  THEME_COLOR_DARK,
  THEME_COLOR_LIGHT,
} from '@protocol/webApp';

export const APP_NAME = '砚';
/** Launchers cut longer short names; past this the app is called 砚 under its icon. */
const SHORT_NAME_MAX = 12;
const DEFAULT_DESCRIPTION = '一个人的中文博客：文章、说说、相册、留言板，还有音乐与聊天室。';

export interface ManifestSite {
  blog_name?: string | null;
  personal_say?: string | null;
}

/**
 * The web app manifest (docs/behaviour.md §12.1): named 砚 and the blog's name from the site
 * config, icons drawn at build time (scripts/web-app-icons.ts), opening /home standalone.
 */
export function buildManifest(site: ManifestSite | undefined) {
  const blogName = site?.blog_name?.trim() ?? '';
  const name = !blogName || blogName === APP_NAME ? `${APP_NAME} · Inkstone` : `${APP_NAME} · ${blogName}`;
  const shortName = blogName && [...blogName].length <= SHORT_NAME_MAX ? blogName : APP_NAME;
  return {
    id: START_URL,
    name,
    short_name: shortName,
    description: site?.personal_say?.trim() || DEFAULT_DESCRIPTION,
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR_LIGHT,
    background_color: BACKGROUND_COLOR,
    // The dark theme's colours where the browser reads them (Chromium's user_preferences); every
    // browser also gets them from index.html's theme-color metas with media queries.
    user_preferences: { color_scheme_dark: { theme_color: THEME_COLOR_DARK, background_color: THEME_COLOR_DARK } },
    categories: ['blogs', 'personalization'],
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: iconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      ...MASKABLE_ICON_SIZES.map((size) => ({
        src: maskableIconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      })),
    ],
  };
}
