import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSharedStyles, pageStyleTags, SHARED_STYLES_FILE } from '../../src/render/shared-styles';

// docs/performance.md, "Lean server-rendered pages".
describe('shared stylesheet of server-rendered pages', () => {
  const rules = [
    { global: true, id: 'theme', css: ':root{--mui-palette-primary-main:#1976d2}' },
    { global: true, id: 'own-global', css: 'body{margin:0}' },
    { global: false, id: 'abc', css: '.css-abc{color:red}' },
    { global: false, id: 'def', css: '.css-def{background:url("</style><script>x</script>")}' },
  ];

  function buildDirs(href: string, names: string[], withSheet = true) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-shared-styles-'));
    const ssrEntry = path.join(dir, 'ssr', 'render.js');
    const clientDir = path.join(dir, 'dist');
    fs.mkdirSync(path.dirname(ssrEntry), { recursive: true });
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(ssrEntry), SHARED_STYLES_FILE), JSON.stringify({ href, rules: names }));
    if (withSheet) fs.writeFileSync(path.join(clientDir, href), 'css');
    return { ssrEntry, clientDir };
  }

  it('links the stylesheet, names its rules without their CSS and inlines only the others, escaped', () => {
    const { ssrEntry, clientDir } = buildDirs('/assets/ssr-1234.css', ['global:theme', 'css:abc']);
    const shared = loadSharedStyles(ssrEntry, clientDir);
    const html = pageStyleTags(rules, shared);
    expect(html).toBe(
      '<link rel="stylesheet" href="/assets/ssr-1234.css">' +
        '<style data-emotion="css-global theme"></style>' +
        '<style data-emotion="css-global own-global">body{margin:0}</style>' +
        '<style data-emotion="css abc"></style>' +
        '<style data-emotion="css def">.css-def{background:url("\\3c /style><script>x\\3c /script>")}</style>',
    );
  });

  it('inlines everything without a manifest, or when the stylesheet is not in the client folder', () => {
    const missing = buildDirs('/assets/ssr-5678.css', ['css:abc'], false);
    expect(loadSharedStyles(missing.ssrEntry, missing.clientDir)).toBeNull();
    expect(loadSharedStyles(null, missing.clientDir)).toBeNull();
    const html = pageStyleTags(rules, null);
    expect(html).not.toContain('<link');
    expect(html).toContain('<style data-emotion="css abc def">.css-abc{color:red}');
    expect(html).toContain('<style data-emotion="css-global theme">:root{');
  });
});
