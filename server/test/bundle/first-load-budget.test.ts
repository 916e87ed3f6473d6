import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt } from '../builds';

// A regression guard on the production build's chunk map (bytes, never time): the JS + CSS /home and
// /article need before they show, gzip level 9, as bench/bundle-size.mjs and
// bench/article-first-load.mjs print them (docs/performance.md). A change that grows either past its
// ceiling fails here; lower a ceiling when a change shrinks the load for good.
const { ARTICLE_GROUPS, BOOT_GROUPS, CEILINGS, HOME_GROUPS, firstLoad } = createRequire(__filename)(
  '../../../scripts/first-load.cjs',
) as {
  BOOT_GROUPS: string[];
  HOME_GROUPS: string[];
  ARTICLE_GROUPS: string[];
  CEILINGS: { boot: number; home: number; article: number };
  firstLoad: (root: string, groups: string[]) => { gzip: number; files: Array<{ file: string; gzip: number }> };
};

const root = path.resolve(__dirname, '..', '..', '..');
const KB = 1024;
const { boot: BOOT_CEILING, home: HOME_CEILING, article: ARTICLE_CEILING } = CEILINGS;
/** The stack a reading page must not evaluate before the first intent, by a string only it carries. */
const APP_RUNTIME = {
  'React and react-dom': 'Minified React error',
  MUI: 'MuiButtonBase',
  'Redux Toolkit': 'redux-toolkit',
  'RTK Query': 'reducerPath',
  'crypto-js': 'Malformed UTF-8 data',
};

/**
 * Code a first paint does not need, found by a string only that code carries (docs/performance.md
 * "/home first load", "/article first load"): it must arrive after `load` or on demand, never in
 * these files.
 */
const AFTER_LOAD_CODE = {
  'crypto-js (saved state is decrypted after load)': 'Malformed UTF-8 data',
  'redux-persist (saved state is read after load)': 'persist/REHYDRATE',
  'the chat socket middleware': '聊天室连接失败',
  'the audio engine': 'inkstone-music-player',
  "the other pages' endpoints (the server's data loaders)": 'getMessageList',
  "MUI's Pagination (the pager hydrates after load)": 'MuiPaginationItem',
  "MUI's Avatar (the account menu, the home sidebar)": 'MuiAvatar',
  'the footer': 'beian.miit',
  nprogress: 'role="spinner"',
  // webpack.config.ts swaps MUI's locale formatter for src/shared/lib/lazyFormatNumber.ts; MUI's own
  // builds its Intl.NumberFormat while the first script evaluates.
  "MUI's locale number formatter made at load": '"undefined"!=typeof Intl&&Intl.NumberFormat',
};
const LATER_CODE = {
  // The article page shows its own skeleton while loading on a client-side navigation.
  home: { ...AFTER_LOAD_CODE, "MUI's Skeleton (the cards' loading state)": 'MuiSkeleton' },
  article: {
    ...AFTER_LOAD_CODE,
    'DOMPurify (comments)': 'DOMPurify',
    "MUI's TextField (the comment editor)": 'MuiTextField',
    "MUI's Modal (the table of contents' drawer, dialogs)": 'MuiModal',
    'the highlight.js code themes': 'hljs-keyword',
  },
};

describe('first-load budget of the production build', () => {
  beforeAll(() => ensureBuilt('client'), 600_000);

  it('keeps /home and /article under their ceilings (gzip bytes)', () => {
    const home = firstLoad(root, HOME_GROUPS);
    const article = firstLoad(root, ARTICLE_GROUPS);
    const report = (load: typeof home) => `${(load.gzip / KB).toFixed(1)} KB`;
    expect({ home: report(home), within: home.gzip <= HOME_CEILING }).toEqual({ home: report(home), within: true });
    expect({ article: report(article), within: article.gzip <= ARTICLE_CEILING }).toEqual({
      article: report(article),
      within: true,
    });
  });

  it('evaluates only the boot script before the first intent: under 30 KB gzip, no React, MUI or store', () => {
    const boot = firstLoad(root, BOOT_GROUPS);
    const report = `${(boot.gzip / KB).toFixed(1)} KB`;
    expect({ boot: report, within: boot.gzip <= BOOT_CEILING }).toEqual({ boot: report, within: true });
    const texts = boot.files.map((size) => fs.readFileSync(path.join(root, 'dist', size.file), 'utf8'));
    const carried = Object.entries(APP_RUNTIME).filter(([, marker]) => texts.some((text) => text.includes(marker)));
    expect(carried.map(([name]) => name)).toEqual([]);
  });

  it("loads no React or MUI after `load` before the first intent (the service worker's registration)", () => {
    // docs/architecture.md "Boot on intent": the boot registers the worker from a chunk of its own
    // after `load`; the shell's update prompt (MUI) is a chunk of the app's, not of that group.
    const afterLoad = firstLoad(root, [...BOOT_GROUPS, 'service-worker']);
    const texts = afterLoad.files.map((size) => fs.readFileSync(path.join(root, 'dist', size.file), 'utf8'));
    const carried = Object.entries(APP_RUNTIME).filter(([, marker]) => texts.some((text) => text.includes(marker)));
    expect(carried.map(([name]) => name)).toEqual([]);
  });

  it('keeps what the first paint does not need out of the first load', () => {
    const found = (groups: string[], markers: Record<string, string>) => {
      const texts = firstLoad(root, groups).files.map((size) =>
        fs.readFileSync(path.join(root, 'dist', size.file), 'utf8'),
      );
      return Object.entries(markers)
        .filter(([, marker]) => texts.some((text) => text.includes(marker)))
        .map(([name]) => name);
    };
    expect(found(HOME_GROUPS, LATER_CODE.home)).toEqual([]);
    expect(found(ARTICLE_GROUPS, LATER_CODE.article)).toEqual([]);
  });

  it('carries no source maps inside the JavaScript (css-loader follows devtool unless told not to)', () => {
    const files = firstLoad(root, ARTICLE_GROUPS).files.map((size) => size.file);
    const inline = files.filter((file) =>
      fs.readFileSync(path.join(root, 'dist', file), 'utf8').includes('"sourceRoot"'),
    );
    expect(inline).toEqual([]);
  });

  it('ships no source maps or development builds to readers', () => {
    const files = firstLoad(root, ARTICLE_GROUPS).files.map((size) => size.file);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const main = fs.readFileSync(
      path.join(root, 'dist', files.find((file) => /^assets\/react\./.test(file)) ?? files[0]),
      'utf8',
    );
    expect(main).not.toContain('react-dom.development');
  });
});
