import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  loadSharedStyles,
  pageStyleTags,
  SHARED_STYLES_FILE,
  type SharedStylesManifest,
} from '../../src/render/shared-styles';

// docs/performance.md, "Lean server-rendered pages".
describe('stylesheets of server-rendered pages', () => {
  const rules = [
    { global: true, id: 'theme', css: ':root{--mui-palette-primary-main:#1976d2}' },
    { global: true, id: 'own-global', css: 'body{margin:0}' },
    { global: false, id: 'abc', css: '.css-abc{color:red}' },
    { global: false, id: 'home', css: '.css-home{color:blue}' },
    { global: false, id: 'def', css: '.css-def{background:url("</style><script>x</script>")}' },
  ];
  const manifest: SharedStylesManifest = {
    shared: { href: '/assets/ssr.12345678.css', rules: ['global:theme', 'css:abc'] },
    pages: { '/home': { href: '/assets/ssr.9abcdef0.css', rules: ['css:home'] } },
  };

  function buildDirs(written: SharedStylesManifest, missingSheet?: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shared-styles-'));
    const ssrEntry = path.join(dir, 'ssr', 'render.js');
    const clientDir = path.join(dir, 'dist');
    fs.mkdirSync(path.dirname(ssrEntry), { recursive: true });
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE), JSON.stringify(written));
    for (const sheet of [written.shared, ...Object.values(written.pages)])
      if (sheet.href !== missingSheet) fs.writeFileSync(path.join(clientDir, sheet.href), 'css');
    return { ssrEntry, clientDir };
  }

  it('links the shared sheet and the page kind’s own, names their rules without CSS and inlines only the others, escaped', () => {
    const { ssrEntry, clientDir } = buildDirs(manifest);
    const styles = loadSharedStyles(ssrEntry, clientDir);
    expect(pageStyleTags(rules, styles?.forPage('/home') ?? null)).toBe(
      '<link rel="stylesheet" href="/assets/ssr.12345678.css">' +
        '<link rel="stylesheet" href="/assets/ssr.9abcdef0.css">' +
        '<style data-emotion="css-global theme"></style>' +
        '<style data-emotion="css-global own-global">body{margin:0}</style>' +
        '<style data-emotion="css abc home"></style>' +
        '<style data-emotion="css def">.css-def{background:url("\\3c /style><script>x\\3c /script>")}</style>',
    );
  });

  it('a page kind without its own sheet links the shared one and inlines the rest', () => {
    const { ssrEntry, clientDir } = buildDirs(manifest);
    const html = pageStyleTags(rules, loadSharedStyles(ssrEntry, clientDir)?.forPage('/talk') ?? null);
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(html).toContain('<style data-emotion="css abc"></style>');
    expect(html).toContain('<style data-emotion="css home def">.css-home{color:blue}');
  });

  it('inlines everything without a manifest, or when one of its stylesheets is not in the client folder', () => {
    const missing = buildDirs(manifest, '/assets/ssr.9abcdef0.css');
    expect(loadSharedStyles(missing.ssrEntry, missing.clientDir)).toBeNull();
    expect(loadSharedStyles(null, missing.clientDir)).toBeNull();
    const html = pageStyleTags(rules, null);
    expect(html).not.toContain('<link');
    expect(html).toContain('<style data-emotion="css abc home def">.css-abc{color:red}');
    expect(html).toContain('<style data-emotion="css-global theme">:root{');
  });
});
