import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE } from './import-setup';

// The npm scripts themselves (ts-node from source, as on a fresh clone): usage, report and exit codes.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const runScript = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(
    process.execPath,
    ['-r', 'ts-node/register', '-r', './scripts/protocol-alias.cjs', `server/src/cli/${script}.ts`, ...args],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 },
  );

// Each command starts ts-node (a few seconds on a loaded machine).
jest.setTimeout(180_000);

describe('npm run import / export / backup', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-cli-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: '0', BLOG_ADMIN_PASSWORD: 'Admin12345', LOG_LEVEL: 'silent' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints usage and exits 2 without a folder', () => {
    const result = runScript('import', [], env);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      '用法：npm run import -- <文件夹或 WordPress 导出的 .xml> [--dry-run] [--fetch-images [--allow-private]] [--blog 名字]',
    );
  });

  it('--dry-run reports per file, exits 1 because one file failed, and writes nothing', () => {
    const result = runScript('import', [FIXTURE, '--dry-run'], env);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/失败 {2}broken\.md {2}front matter 无法解析/);
    expect(result.stdout).toContain('新建  posts/2024/春日随笔.md  《春日随笔》');
    expect(result.stdout).toContain('试运行（没有写入任何内容）：将新建 6 篇');
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    // Writes nothing at all: no database is created (or migrated) either.
    expect(fs.existsSync(path.join(dataDir, 'blog.db'))).toBe(false);
  });

  it('reads a WordPress export given as a file, dry run', () => {
    const wxr = path.join(__dirname, '..', 'fixtures', 'real-blogs', 'wordpress-theme-unit-test.xml');
    const result = runScript('import', [wxr, '--dry-run'], env);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('来源：WordPress 导出文件（博客：wpthemetestdata.wordpress.com）');
    expect(result.stdout).toContain('新建  wordpress/1148.md  《Template: Comments》（评论 19 条）');
    expect(fs.existsSync(path.join(dataDir, 'blog.db'))).toBe(false);
  });

  it('imports, exports and backs up through the commands', () => {
    expect(runScript('import', [FIXTURE], env).stdout).toContain('已新建 6 篇');
    const out = path.join(dataDir, 'export');
    const exported = runScript('export', [out], env);
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain('已导出 6 篇文章');
    expect(fs.existsSync(path.join(out, 'posts', 'hugo', '山居笔记.md'))).toBe(true);
    const backup = runScript('backup', [path.join(dataDir, 'b.tar.gz')], env);
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/已备份到 .*b\.tar\.gz（blog\.db、uploads）/);
  });
});
