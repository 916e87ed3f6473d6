import fs from 'node:fs';
import path from 'node:path';

// The docs are read by newcomers as a map of the code: every file they name must exist, and every
// doc and section the code cites must exist (docs/map.md). A doc may name a file by its path from the repo root
// or by the tail of it (`modules/user/service.ts` under server/src).
const ROOT = path.resolve(__dirname, '../../..');
/** Folders that hold no source: outputs, installs, test artefacts. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'test-results', 'coverage', 'data', '.git']);
/** Paths a doc names that are not ours: build outputs, system files, the layout of an author's old blog. */
const NOT_OURS = [/^build\//, /^dist\//, /^\/?etc\//, /^_posts\//];
const CITED = /`([\w.@-]+\/[\w.@/[\]-]+\.(?:tsx?|mjs|cjs|js|json|md|css|html|sh|conf|service|ya?ml))`/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(path.relative(ROOT, full).split(path.sep).join('/'));
  }
  return out;
}

const files = walk(ROOT);
const docs = files.filter((f) => /^docs\/[^/]+\.md$/.test(f) || /^README(\.[\w-]+)?\.md$/.test(f));

test('every file a doc names exists', () => {
  const missing: string[] = [];
  for (const doc of docs) {
    fs.readFileSync(path.join(ROOT, doc), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, cited] of line.matchAll(CITED)) {
          const name = cited.replace(/^\.\//, '');
          if (NOT_OURS.some((pattern) => pattern.test(name))) continue;
          if (!files.some((f) => f === name || f.endsWith(`/${name}`))) missing.push(`${doc}:${index + 1} ${name}`);
        }
      });
  }
  expect(missing).toEqual([]);
});

test('every doc the code cites exists', () => {
  const sources = files.filter((f) => /^(src|server|protocol|scripts|bench|e2e|deploy)\/.*\.(tsx?|mjs|cjs)$/.test(f));
  const missing = new Set<string>();
  for (const source of sources) {
    for (const [cited] of fs.readFileSync(path.join(ROOT, source), 'utf8').matchAll(/\bdocs\/[\w-]+\.md\b/g))
      if (!fs.existsSync(path.join(ROOT, cited))) missing.add(`${source} ${cited}`);
  }
  expect([...missing]).toEqual([]);
});

/** A citation's text with comment markers and line breaks folded into single spaces. */
const fold = (text: string) => text.replace(/\s*\n\s*(?:\*(?!\*)|\/\/|#)?\s*/g, ' ');

/** The headings, bold paragraph openings and table rows' first cells of a doc (bold may wrap lines). */
function sectionsOf(doc: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  const headings = [...text.matchAll(/^#+ (.+)$/gm)].map((m) => m[1]);
  const bold = [...text.replace(/\s*\n\s*/g, ' ').matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
  const rows = [...text.matchAll(/^\| ([^|]+?) +\|/gm)].map((m) => m[1]);
  return [...headings, ...bold, ...rows];
}

test('every section the code and the docs cite exists in its doc', () => {
  const citing = files.filter(
    (f) => /^(src|server|protocol|scripts|bench|e2e|deploy)\/.*\.(tsx?|mjs|cjs)$/.test(f) || docs.includes(f),
  );
  const cache = new Map<string, string[]>();
  const missing = new Set<string>();
  for (const source of citing) {
    const text = fold(fs.readFileSync(path.join(ROOT, source), 'utf8'));
    for (const [, doc, quoted, numbered] of text.matchAll(
      /\b(docs\/[\w-]+\.md),? \(?(?:"([^"]+)"|§(\d+(?:\.\d+)*))/g,
    )) {
      if (!fs.existsSync(path.join(ROOT, doc))) continue; // the test above reports it
      if (!cache.has(doc)) cache.set(doc, sectionsOf(doc));
      const sections = cache.get(doc)!;
      const found = quoted
        ? sections.some((s) => s.startsWith(quoted))
        : sections.some((s) => s.startsWith(`${numbered} `) || s.startsWith(`${numbered}. `));
      if (!found) missing.add(`${source} ${doc} ${quoted ? `"${quoted}"` : `§${numbered}`}`);
    }
  }
  expect([...missing]).toEqual([]);
});
