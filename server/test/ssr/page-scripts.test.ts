import fs from 'node:fs';
import path from 'node:path';
import { PAGES, pageChunkGroup } from '@protocol/pages';
import { PAGE_SCRIPTS_FILE, PAGE_SCRIPTS_META } from '@protocol/ssr';
import { seedDemoContent } from '../../src/db/seed';
import { loadPageScripts } from '../../src/render/page-scripts';
import { ensureBuilt } from '../builds';
import { useTestApp } from '../helpers';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/architecture.md "Boot on intent": a page names its own chunks, so the boot fetches them
// ahead of the first intent and the app hydrates without a request after its evaluation.
const root = path.resolve(__dirname, '..', '..', '..');
const TALK_FILES = 'assets/talk.1.js assets/shared"x.2.js';

function clientDirWith(groups: Record<string, string>): string {
  const dir = templateClientDir();
  fs.writeFileSync(path.join(dir, PAGE_SCRIPTS_FILE), JSON.stringify(groups));
  return dir;
}

describe('the scripts a server-rendered page names for its first intent', () => {
  it('gives each page its own group’s files in one escaped <meta>, and nothing without a listing', () => {
    const tagFor = loadPageScripts(clientDirWith({ 'page-talk': TALK_FILES, 'page-home': '' }));
    expect(tagFor('talk')).toBe(
      `<meta name="${PAGE_SCRIPTS_META}" content="assets/talk.1.js assets/shared&quot;x.2.js">`,
    );
    expect(tagFor('home')).toBe('');
    expect(tagFor(null)).toBe('');
    expect(loadPageScripts(templateClientDir())('talk')).toBe('');
    expect(loadPageScripts(null)('talk')).toBe('');
  });

  describe('in a rendered page', () => {
    const ssrEntry = ensureRenderBundle();
    const clientDir = clientDirWith({ 'page-talk': 'assets/talk.1.js', 'page-article': 'assets/article.1.js' });
    const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: clientDir } });
    const meta = (files: string) => `<meta name="${PAGE_SCRIPTS_META}" content="${files}">`;

    it('names the rendered page’s chunks in its head, and only those', async () => {
      const talk = await ctx.app.inject({ method: 'GET', url: '/talk' });
      expect(talk.body).toContain(meta('assets/talk.1.js'));
      expect(talk.body.indexOf(meta('assets/talk.1.js'))).toBeLessThan(talk.body.indexOf('</head>'));
      const home = await ctx.app.inject({ method: 'GET', url: '/home' });
      expect(home.body).not.toContain(PAGE_SCRIPTS_META);
      const missing = await ctx.app.inject({ method: 'GET', url: '/article?id=999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain(meta('assets/article.1.js'));
    });
  });
});

describe('the production build’s page listing', () => {
  beforeAll(() => ensureBuilt('client'), 600_000);

  it('has a chunk group for every page of the catalogue, its files in dist and none of the app entry’s', () => {
    const dist = path.join(root, 'dist');
    const groups = JSON.parse(fs.readFileSync(path.join(dist, PAGE_SCRIPTS_FILE), 'utf8')) as Record<string, string>;
    const appEntry = /<meta name="?inkstone-app"? content="([^"]*)"/.exec(
      fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )?.[1];
    expect(appEntry).toMatch(/main\.[0-9a-f]+\.js/);
    const entryFiles = new Set(appEntry?.split(' '));
    for (const { id } of PAGES) {
      expect(Object.keys(groups)).toContain(pageChunkGroup(id));
      for (const file of groups[pageChunkGroup(id)].split(' ').filter(Boolean)) {
        expect(fs.existsSync(path.join(dist, file))).toBe(true);
        expect(entryFiles.has(file)).toBe(false);
      }
    }
    expect(groups[pageChunkGroup('talk')]).toMatch(/page-talk\.[0-9a-f]+\.js/);
  });
});
