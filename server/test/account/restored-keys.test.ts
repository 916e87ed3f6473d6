import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { backupTo } from '../../src/transfer/backup';
import { exportFolder } from '../../src/transfer/export-folder';
import { build, createUser, type TestContext } from '../helpers';
import { accountClient, codeAt } from './totp-support';

/** Every file under `dir`, read as text. */
const readAll = (dir: string): string =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');

// docs/security.md "Backups" and README "Two-step sign-in after a restore": a backup restored with
// its secret keeps two-step sign-in working; an export carries no secret at all.
describe('the author’s keys across a backup and an export', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-keys-'));
  let first: TestContext;
  let restored: TestContext | undefined;
  afterAll(async () => {
    await restored?.close();
    await first?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('a restored backup signs in with the same authenticator; the export names no secret', async () => {
    first = await build();
    const owner = await createUser(first, { username: 'keyowner' });
    const { secret, recoveryCodes } = await accountClient(first).enrol(owner, Date.now());

    const exported = path.join(work, 'export');
    await exportFolder(exported, { db: first.db, storage: first.app.storage });
    const text = readAll(exported);
    for (const secretText of [secret, ...recoveryCodes]) expect(text).not.toContain(secretText);

    const archive = path.join(work, 'backup.tar.gz');
    await backupTo(archive, first.config);
    const dataDir = path.join(work, 'restored');
    fs.mkdirSync(dataDir);
    await tar.x({ file: archive, cwd: dataDir });
    restored = await build({ env: { DATA_DIR: dataDir } });
    const client = accountClient(restored);
    const answer = (await client.login(owner)).json().result;
    expect(answer).toMatchObject({ needSecondFactor: true });
    const signedIn = await client.secondFactor(answer.ticket, codeAt(secret, Date.now()));
    expect(signedIn.json()).toMatchObject({ code: 0, result: { username: 'keyowner' } });
    expect(typeof signedIn.json().result.token).toBe('string');
  });
});
