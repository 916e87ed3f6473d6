import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The layering of docs/architecture.md ("Layers") is enforced by ESLint (scripts/eslint/layering.mjs),
// and so are named codes (scripts/eslint/named-codes.mjs), the storage folders rule and the forms rule. These snippets are linted as if they sat at
// the given paths: if the rules were switched off or loosened, `npm run lint` would stop catching the
// violations and this test fails.
const ROOT = path.resolve(__dirname, '..', '..');
const LAYERING = 'boundaries/dependencies';
const NAMED_CODES = 'no-restricted-syntax';
/** Only the storage drivers name the upload and music folders (scripts/eslint/storage-folders.mjs). */
const STORAGE_FOLDERS = 'storage/folders-only-in-drivers';
/** Every form is noValidate (scripts/eslint/forms-no-validate.mjs). */
const FORMS_NO_VALIDATE = 'forms/no-validate';

interface Snippet {
  name: string;
  filePath: string;
  code: string;
  allowed: boolean;
  /** The rule the snippet is about; layering when not given. */
  rule?: string;
}

/** A bare stored code (named-codes.mjs), in a server file, a protocol file and a client file. */
const codeSnippet = (name: string, filePath: string, code: string, allowed: boolean): Snippet => ({
  name: `named codes: ${name}`,
  filePath,
  code: `import { TARGET } from '@protocol/interactionRules';\nexport const seen = TARGET;\n${code}\n`,
  allowed,
  rule: NAMED_CODES,
});

const importing = (source: string, name: string) =>
  `import { ${name} } from '${source}';\nexport const used = ${name};\n`;

const snippets: Snippet[] = [
  {
    name: 'shared → feature',
    filePath: 'src/shared/lib/zz.ts',
    code: importing('@/features/auth', 'selectToken'),
    allowed: false,
  },
  {
    name: 'shared → app',
    filePath: 'src/shared/lib/zz.ts',
    code: importing('@/app/store', 'makeStore'),
    allowed: false,
  },
  {
    name: 'feature → another feature’s file',
    filePath: 'src/features/chat-room/zz.ts',
    code: importing('@/features/auth/userSlice', 'userSlice'),
    allowed: false,
  },
  {
    name: 'feature → another feature’s index',
    filePath: 'src/features/chat-room/zz.ts',
    code: importing('@/features/auth', 'selectToken'),
    allowed: true,
  },
  {
    name: 'feature → its own file',
    filePath: 'src/features/chat-room/zz.ts',
    code: importing('./chatSlice', 'chatSlice'),
    allowed: true,
  },
  {
    name: 'feature → page',
    filePath: 'src/features/chat-room/zz.ts',
    code: importing('@/pages/HomePage', 'HomePage'),
    allowed: false,
  },
  {
    name: 'feature → app store',
    filePath: 'src/features/chat-room/zz.ts',
    code: importing('@/app/store', 'makeStore'),
    allowed: false,
  },
  {
    name: 'page → a feature’s file',
    filePath: 'src/pages/zz.ts',
    code: importing('@/features/user-center/UserCenter', 'UserCenter'),
    allowed: false,
  },
  {
    name: 'page → a feature’s index',
    filePath: 'src/pages/zz.ts',
    code: importing('@/features/user-center', 'UserCenter'),
    allowed: true,
  },
  {
    name: 'client → server',
    filePath: 'src/app/zz.ts',
    code: importing('../../server/src/config', 'loadConfig'),
    allowed: false,
  },
  {
    name: 'server → client',
    filePath: 'server/src/zz.ts',
    code: importing('../../src/shared/api/baseApi', 'baseApi'),
    allowed: false,
  },
  {
    name: 'server lib → a module',
    filePath: 'server/src/lib/zz.ts',
    code: importing('../modules/notify', 'notifyAdmins'),
    allowed: false,
  },
  {
    name: 'server lib → a plugin',
    filePath: 'server/src/lib/zz.ts',
    code: importing('../plugins/auth', 'authPlugin'),
    allowed: false,
  },
  {
    name: 'server lib → db',
    filePath: 'server/src/lib/zz.ts',
    code: importing('../db/database', 'openDatabase'),
    allowed: true,
  },
  {
    name: 'server db → lib (lib → db runs one way)',
    filePath: 'server/src/db/zz.ts',
    code: importing('../lib/time', 'now'),
    allowed: false,
  },
  {
    name: 'server first data (seed, bootstrap) → lib and db',
    filePath: 'server/src/db/seed/zz.ts',
    code:
      importing('../../lib/password', 'hashPassword') +
      importing('../database', 'openDatabase').replace('used', 'also'),
    allowed: true,
  },
  {
    name: 'server module → the seed',
    filePath: 'server/src/modules/article/zz.ts',
    code: importing('../../db/seed', 'seedDemoContent'),
    allowed: false,
  },
  {
    name: 'server plugin → a module',
    filePath: 'server/src/plugins/zz.ts',
    code: importing('../modules/article', 'countArticleView'),
    allowed: false,
  },
  {
    name: 'server plugin → lib',
    filePath: 'server/src/plugins/zz.ts',
    code: importing('../lib/auth-user', 'ADMIN_ROLE'),
    allowed: true,
  },
  {
    name: 'server module → a plugin',
    filePath: 'server/src/modules/chat/zz.ts',
    code: importing('../../plugins/auth', 'authPlugin'),
    allowed: false,
  },
  {
    name: 'server module → another module’s file',
    filePath: 'server/src/modules/comment/zz.ts',
    code: importing('../like/service', 'likedIds'),
    allowed: false,
  },
  {
    name: 'server module → another module’s index',
    filePath: 'server/src/modules/comment/zz.ts',
    code: importing('../like', 'likedIds'),
    allowed: true,
  },
  {
    name: 'server module → another module’s service file (use its index)',
    filePath: 'server/src/modules/user/zz.ts',
    code: importing('../chat/hub', 'ChatHub'),
    allowed: false,
  },
  {
    name: 'server module → another module’s plugin name and service type',
    filePath: 'server/src/modules/user/zz.ts',
    code: importing('../chat', 'CHAT_PLUGIN'),
    allowed: true,
  },
  {
    name: 'server module → its own file and lib',
    filePath: 'server/src/modules/comment/zz.ts',
    code: importing('./content', 'plainExcerpt') + importing('../../lib/errors', 'notFound').replace('used', 'also'),
    allowed: true,
  },
  {
    name: 'server module → a migration',
    filePath: 'server/src/modules/article/zz.ts',
    code: importing('../../db/migrations/002-article-search', 'up'),
    allowed: false,
  },
  {
    name: 'server module → server rendering',
    filePath: 'server/src/modules/article/zz.ts',
    code: importing('../../render/page-meta', 'unrenderedPageHead'),
    allowed: false,
  },
  {
    name: 'server rendering → a module’s index',
    filePath: 'server/src/render/zz.ts',
    code: importing('../modules/article', 'countArticleView'),
    allowed: true,
  },
  {
    name: 'server rendering → a module’s file',
    filePath: 'server/src/render/zz.ts',
    code: importing('../modules/article/detail', 'countArticleView'),
    allowed: false,
  },
  {
    name: 'server composition → everything',
    filePath: 'server/src/zz.ts',
    code:
      importing('./render/pages', 'pagesPlugin') + importing('./plugins/auth', 'authPlugin').replace('used', 'also'),
    allowed: true,
  },
  codeSnippet(
    'row.type === 4',
    'server/src/lib/zz.ts',
    'export const f = (row: { type: number }) => row.type === 4;',
    false,
  ),
  codeSnippet(
    "where('a.status', '=', 1)",
    'server/src/modules/article/zz.ts',
    "export const f = (q: { where(a: string, b: string, c: number): void }) => q.where('a.status', '=', 1);",
    false,
  ),
  codeSnippet(
    '{ status: flag ? 2 : 1 }',
    'server/src/db/seed/zz.ts',
    'export const f = (flag: boolean) => ({ status: flag ? 2 : 1 });',
    false,
  ),
  codeSnippet(
    'case 4 on item.type',
    'src/features/notifications/zz.ts',
    'export function f(item: { type: number }) {\n  switch (item.type) {\n    case 4:\n      return 1;\n  }\n  return 0;\n}',
    false,
  ),
  codeSnippet(
    'status: 1 | 2 | 3 in a type',
    'protocol/zz.ts',
    'export interface Row {\n  status: 1 | 2 | 3;\n}',
    false,
  ),
  codeSnippet(
    'row.type === TARGET.comment',
    'server/src/lib/zz.ts',
    'export const f = (row: { type: number }) => row.type === TARGET.comment;',
    true,
  ),
  codeSnippet(
    'an HTTP status',
    'server/src/render/zz.ts',
    'export const f = (r: { status: number }) => r.status === 404;',
    true,
  ),
  codeSnippet(
    'a test pins the wire value',
    'server/src/lib/zz.test.ts',
    'export const f = (row: { type: number }) => row.type === 4;',
    true,
  ),
  {
    name: 'storage: a module names the upload folder',
    filePath: 'server/src/modules/upload/zz.ts',
    code: 'export const f = (config: { uploadDir: string }) => config.uploadDir;\n',
    allowed: false,
    rule: STORAGE_FOLDERS,
  },
  {
    name: 'storage: the transfer layer names the music folder',
    filePath: 'server/src/transfer/zz.ts',
    code: 'export const f = (musicDir: string) => musicDir;\n',
    allowed: false,
    rule: STORAGE_FOLDERS,
  },
  {
    name: 'storage: a driver names its folder',
    filePath: 'server/src/lib/storage/zz.ts',
    code: 'export const f = (config: { uploadDir: string }) => config.uploadDir;\n',
    allowed: true,
    rule: STORAGE_FOLDERS,
  },
  {
    name: 'forms: a <form> the browser validates',
    filePath: 'src/features/auth/zz.tsx',
    code: 'export const F = () => <form onSubmit={() => undefined} />;\n',
    allowed: false,
    rule: FORMS_NO_VALIDATE,
  },
  {
    name: 'forms: a component rendered as a form the browser validates',
    filePath: 'src/features/auth/zz.tsx',
    code: 'const Box = (props: object) => <div {...props} />;\nexport const F = () => <Box component="form" />;\n',
    allowed: false,
    rule: FORMS_NO_VALIDATE,
  },
  {
    name: 'forms: a noValidate form',
    filePath: 'src/features/auth/zz.tsx',
    code: 'const Box = (props: object) => <div {...props} />;\nexport const F = () => <Box component="form" noValidate />;\n',
    allowed: true,
    rule: FORMS_NO_VALIDATE,
  },
  {
    name: 'test → test support and store',
    filePath: 'src/features/auth/zz.test.ts',
    code:
      importing('@/shared/testing/renderWithProviders', 'renderWithProviders') +
      importing('@/app/store', 'makeStore').replace('used', 'store'),
    allowed: true,
  },
];

function layeringErrors(): boolean[] {
  const script = path.join(ROOT, 'scripts/eslint/lint-snippets.mjs');
  const input = JSON.stringify(snippets.map(({ filePath, code }) => ({ filePath, code })));
  const output = execFileSync(process.execPath, [script, input], { cwd: ROOT, encoding: 'utf8' });
  return (JSON.parse(output) as (string | null)[][]).map((rules, i) => rules.includes(snippets[i].rule ?? LAYERING));
}

describe('layering rules', () => {
  it('lint rejects imports against the layers and accepts the ones along them', () => {
    const flagged = layeringErrors();
    const verdicts = snippets.map((snippet, i) => `${snippet.name}: ${flagged[i] ? 'rejected' : 'accepted'}`);
    expect(verdicts).toEqual(
      snippets.map((snippet) => `${snippet.name}: ${snippet.allowed ? 'accepted' : 'rejected'}`),
    );
  }, 60_000);

  it('features depend on each other without cycles', () => {
    const featuresDir = path.join(ROOT, 'src/features');
    const features = readdirSync(featuresDir);
    const uses = new Map(
      features.map((feature) => [feature, featureImports(path.join(featuresDir, feature), feature)]),
    );
    const cycle = findCycle(uses);
    expect(cycle).toBeNull();
  });

  it('no two files import each other, directly or around a loop (type-only imports too)', () => {
    const graph = fileImports(['src', 'server/src', 'protocol']);
    expect(graph.size).toBeGreaterThan(400); // the walk read the real tree
    expect(findCycle(graph)?.map((file) => path.relative(ROOT, file)) ?? null).toBeNull();
  });
});

/** Where an import lands: `@/` and `@protocol/` as tsconfig maps them, relative paths; null for packages. */
function resolveImport(from: string, source: string): string | null {
  let base: string;
  if (source.startsWith('@/')) base = path.join(ROOT, 'src', source.slice(2));
  else if (source.startsWith('@protocol/')) base = path.join(ROOT, 'protocol', source.slice('@protocol/'.length));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(from), source);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Every production file of the folders and the files it imports (statically, dynamically or as types). */
function fileImports(folders: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of folders) {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const targets = new Set<string>();
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const target = resolveImport(file, match[1]);
        if (target) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/** Other features a feature's production files import (tests excluded). */
function featureImports(dir: string, self: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/from '@\/features\/([a-z-]+)/g)) if (match[1] !== self) found.add(match[1]);
  }
  return found;
}

/** A dependency cycle as a path (a → b → a), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}
