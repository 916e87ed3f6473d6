import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from '../../src/cli/import';
import { BlockedAddressError, isPublicAddress, safeGet } from '../../src/lib/safe-fetch';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder } from '../../src/transfer/import-folder';
import { guardFor } from '../../src/transfer/remote-images';
import { useTestApp } from '../helpers';
import { startFetchServers, type FetchServers } from './fetch-servers';

/**
 * Attack 24: `npm run import -- --fetch-images` downloaded from 127.0.0.1 and every other spelling
 * of it (0x7f.0.0.1, 2130706433, ::ffff:127.0.0.1): a post could make the importer read the
 * operator's own services. Content URLs now go through safeGet, which connects to public addresses
 * only; --allow-private lets an author import from their own LAN (docs/security.md "Fetching
 * remote URLs").
 */
describe('--fetch-images and private addresses', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-ssrf-'));
  let servers: FetchServers;
  beforeAll(async () => {
    servers = await startFetchServers();
  });
  afterAll(async () => {
    await servers.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses loopback, LAN, link-local, CGNAT, multicast, reserved and ULA addresses, IPv4 inside IPv6 too', () => {
    const refused = [
      ...['127.0.0.1', '127.8.9.1', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
      ...['169.254.169.254', '100.64.0.1', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255'],
      ...['::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1'],
      ...[
        '::ffff:127.0.0.1',
        '::ffff:7f00:1',
        '::127.0.0.1',
        '::ffff:0:a00:1',
        '64:ff9b::c0a8:101',
        '2002:a9fe:a9fe::',
      ],
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    const allowed = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'];
    expect(allowed.filter((a) => !isPublicAddress(a))).toEqual([]);
  });

  it('never connects to 127.0.0.1, however the URL spells it', async () => {
    const { port } = servers;
    const spellings = [
      ...['127.0.0.1', '0x7f.0.0.1', '0x7f000001', '2130706433', '0177.0.0.1', '127.1', '0'],
      ...['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:7f00:1]', '[::127.0.0.1]', '[::1]', 'localhost'],
    ];
    for (const host of spellings) {
      const fetched = safeGet(`http://${host}:${port}/secret.png`);
      await expect(fetched).rejects.toBeInstanceOf(BlockedAddressError);
    }
    // A name is refused when it resolves to a refused address, by the system's resolver too.
    await expect(safeGet(`http://localhost:${port}/`)).rejects.toThrow(/localhost（(127\.0\.0\.1|::1)）是本机/);
    expect(servers.insideHits).toEqual([]);
  });

  const writePost = (name: string, lines: string[]) => {
    const dir = path.join(tmp, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'post.md'), ['---', 'title: 远方', '---', ...lines, ''].join('\n'));
    fs.writeFileSync(path.join(dir, 'other.md'), '---\ntitle: 另一篇\n---\n正文\n');
    return dir;
  };
  // Each folder is its own blog (its name): both have a post.md.
  const content = async (blog: string) =>
    (
      await articleRowsQuery(ctx.db)
        .where('a.source_blog', '=', blog)
        .where('a.source_path', '=', 'post.md')
        .executeTakeFirstOrThrow()
    ).article_content;

  it('a refused image is a warning on its post, the link stays, the post and the rest import', async () => {
    const { port, allow, resolve } = servers;
    const loopback = `http://127.0.0.1:${port}/secret.png`;
    const hex = `http://0x7f.0.0.1:${port}/secret.png`;
    const redirected = `http://public.test:${port}/to-loopback`;
    const fine = `http://public.test:${port}/pic.png`;
    const dir = writePost('refused', [`![a](${loopback}) ![b](${hex}) ![c](${redirected}) ![d](${fine})`]);
    const report = await importFolder(dir, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
      fetchImages: true,
      fetchGuard: { allow, resolve },
    });
    expect(report).toMatchObject({ created: 2, failed: 0 });
    const hint = '是本机、局域网或保留地址，已拒绝连接（自己局域网里的图片可加 --allow-private；链接保持原样）';
    expect(report.outcomes.find((o) => o.file === 'post.md')?.warnings).toEqual([
      `图片 ${loopback} 未下载：地址 127.0.0.1 ${hint}`,
      `图片 ${hex} 未下载：地址 127.0.0.1 ${hint}`,
      `图片 ${redirected} 未下载：地址 127.0.0.1 ${hint}`,
    ]);
    const body = await content('refused');
    expect(body).toContain(`![a](${loopback}) ![b](${hex}) ![c](${redirected}) ![d](/uploads/`);
    expect(servers.insideHits).toEqual([]);
  });

  it('--allow-private (only with --fetch-images) lets the import read the LAN', async () => {
    expect(parseArgs(['blog', '--allow-private'])).toBeNull();
    const args = parseArgs(['blog', '--fetch-images', '--allow-private']);
    expect(args).toMatchObject({ fetchImages: true, allowPrivate: true });
    const url = `http://127.0.0.1:${servers.port}/lan.png`;
    const dir = writePost('lan', [`![nas](${url})`]);
    const report = await importFolder(dir, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
      fetchImages: true,
      fetchGuard: guardFor(args?.allowPrivate),
    });
    expect(report.outcomes.find((o) => o.file === 'post.md')?.warnings).toEqual([]);
    expect(servers.insideHits).toEqual(['/lan.png']);
    expect(await content('lan')).toMatch(/^!\[nas\]\(\/uploads\/[0-9a-f]{32}\.png\)/);
  });
});
