import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import userModule from '../../src/modules/user/routes';
import { CHAT_PLUGIN } from '../../src/modules/chat';
import { NOTIFY_PLUGIN } from '../../src/modules/notify';
import { IMAGE_VARIANTS_PLUGIN } from '../../src/modules/upload';

// docs/architecture.md "Server layers": a module that uses another module's app-wide service names
// that service's plugin among its fastify-plugin dependencies, so the edge is an import the lint sees
// and a module registered without (or before) its provider fails at start-up, not on a request.
const MODULES = path.resolve(__dirname, '../../src/modules');

/** How a module's files reach each app-wide service, and the plugin that provides it. */
const SERVICES = [
  { use: /\.chatHub\b/, provider: CHAT_PLUGIN },
  { use: /\.notify\(|\bnotifyAdmins\(/, provider: NOTIFY_PLUGIN },
  { use: /\.imageVariants\b/, provider: IMAGE_VARIANTS_PLUGIN },
];

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}
const metaOf = (plugin: unknown): PluginMeta =>
  ((plugin as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')] ?? {}) as PluginMeta;

function sourcesOf(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

test('a module registered without the services it uses fails at start-up', async () => {
  const app = Fastify();
  await expect(app.register(userModule as FastifyPluginAsync)).rejects.toThrow(
    `The dependency '${CHAT_PLUGIN}' of plugin 'user-module' is not registered`,
  );
  await app.close();
});

test('every module using an app-wide service declares its provider as a dependency', async () => {
  const missing: string[] = [];
  let consumers = 0;
  for (const name of fs.readdirSync(MODULES)) {
    const text = sourcesOf(path.join(MODULES, name));
    const used = SERVICES.filter(({ use }) => use.test(text));
    if (used.length === 0) continue;
    const meta = metaOf((await import(path.join(MODULES, name, 'routes'))).default);
    for (const { provider } of used) {
      if (meta.name === provider) continue;
      consumers += 1;
      if (!meta.dependencies?.includes(provider)) missing.push(`${name} → ${provider}`);
    }
  }
  expect(consumers).toBeGreaterThanOrEqual(7); // the walk found the real uses
  expect(missing).toEqual([]);
});
