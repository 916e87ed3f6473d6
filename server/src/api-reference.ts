import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';

/** Where `npm run docs:api` writes the OpenAPI document (committed; a test fails when it is stale). */
export const API_REFERENCE_FILE = path.resolve(__dirname, '..', '..', 'docs', 'api', 'openapi.json');

/**
 * The OpenAPI document of a default app (local music library, no upstream): built on an empty
 * database in a temporary folder, never listening, then torn down.
 */
export async function buildApiReference(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-docs-'));
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: '', LOG_LEVEL: 'silent', MUSIC_API_UPSTREAM: '' });
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    const app = await buildApp({ config, db, jwtSecret: 'x'.repeat(48) });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The committed form: two-space JSON and a final newline (docs/api/openapi.json is not prettier's). */
export const formatApiReference = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

// `npm run docs:api`: node -r ts-node/register -r ./scripts/protocol-alias.cjs server/src/api-reference.ts
if (require.main === module) {
  buildApiReference()
    .then((document) => {
      fs.mkdirSync(path.dirname(API_REFERENCE_FILE), { recursive: true });
      fs.writeFileSync(API_REFERENCE_FILE, formatApiReference(document));
      console.log(`wrote ${path.relative(process.cwd(), API_REFERENCE_FILE)}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
