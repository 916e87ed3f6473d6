import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The layering of docs/architecture.md ("Layers") is enforced by ESLint (scripts/eslint/layering.mjs).
// These snippets are linted as if they sat at the given paths: if the rules were switched off or
// loosened, `npm run lint` would stop catching the violations and this test fails.
const ROOT = path.resolve(__dirname, '..', '..');
const LAYERING = 'boundaries/dependencies';

interface Snippet {
  name: string;
  filePath: string;
  code: string;
  allowed: boolean;
}

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
    code: importing('../../render/page-meta', 'renderPageHead'),
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
  return (JSON.parse(output) as (string | null)[][]).map((rules) => rules.includes(LAYERING));
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
});

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
