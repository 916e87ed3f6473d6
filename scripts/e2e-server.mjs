// Starts the built server for Playwright on a fresh data folder (DATA_DIR is wiped first).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// E2E_SERVER_ENTRY lets a parallel run use its own server build (a main.js built elsewhere).
const entry = process.env.E2E_SERVER_ENTRY || path.join(root, 'build/server/main.js');
const child = spawn(process.execPath, [entry], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
