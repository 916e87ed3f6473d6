import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { backupTo } from '../../src/transfer/backup';
import { useTestApp } from '../helpers';

/**
 * Attack 30: the backup archive (JWT secret, every password hash) was written as `<file>.partial`,
 * mode 644 until the end, so any local user could read it while it was written; and a symbolic
 * link planted at that name was followed, the archive overwriting whatever it pointed at. Now it is
 * written 0600 inside a private folder and renamed into place (docs/security.md: backup archive).
 */
describe('attack 30: backup archive readable and redirectable while written', () => {
  const ctx = useTestApp();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-backup-attack-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  /** Every file and folder under `dir` with its permission bits. */
  function modes(dir: string): Array<{ file: string; mode: number }> {
    let names: string[];
    try {
      names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      return []; // a folder inside went away while it was listed
    }
    return names
      .map((name) => path.join(dir, name))
      .flatMap((file) => {
        try {
          return [{ file, mode: fs.lstatSync(file).mode & 0o777 }];
        } catch {
          return []; // renamed or removed between the listing and the look
        }
      });
  }

  it('is readable by its owner only from its first byte to the end', async () => {
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    // Incompressible, so gzip takes long enough for many looks while it writes.
    fs.writeFileSync(path.join(ctx.config.uploadDir, 'big.bin'), crypto.randomBytes(12 * 1024 * 1024));
    const folder = path.join(work, 'modes');
    fs.mkdirSync(folder);
    const file = path.join(folder, 'backup.tar.gz');
    const seen = new Map<string, number>();
    const look = setInterval(() => {
      for (const { file: seenFile, mode } of modes(folder)) if (seenFile !== file) seen.set(seenFile, mode);
    }, 1);
    try {
      await backupTo(file, ctx.config);
    } finally {
      clearInterval(look);
    }
    expect(seen.size).toBeGreaterThan(0);
    for (const [seenFile, mode] of seen)
      expect({ seenFile, groupAndOthers: mode & 0o077 }).toEqual({ seenFile, groupAndOthers: 0 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Nothing is left beside it.
    expect(fs.readdirSync(folder)).toEqual(['backup.tar.gz']);
  });

  it('never writes through a symbolic link planted at the old partial name', async () => {
    const folder = path.join(work, 'planted');
    fs.mkdirSync(folder);
    const victim = path.join(work, 'victim.txt');
    fs.writeFileSync(victim, 'keep me', { mode: 0o644 });
    const file = path.join(folder, 'backup.tar.gz');
    fs.symlinkSync(victim, `${file}.partial`);
    await backupTo(file, ctx.config);
    expect(fs.readFileSync(victim, 'utf8')).toBe('keep me');
    expect(fs.statSync(victim).mode & 0o777).toBe(0o644);
    expect(fs.readlinkSync(`${file}.partial`)).toBe(victim);
    const archive = fs.lstatSync(file);
    expect(archive.isFile()).toBe(true);
    expect(archive.mode & 0o777).toBe(0o600);
    const names: string[] = [];
    await tar.t({ file, onReadEntry: (entry) => void names.push(entry.path) });
    expect(names).toEqual(expect.arrayContaining(['blog.db', 'uploads/big.bin']));
  });
});
