import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { articleRowsQuery } from '../../src/transfer/article-rows';
import { importFolder } from '../../src/transfer/import-folder';
import { makeImportedVariants } from '../../src/transfer/import-variants';
import { guardFor } from '../../src/transfer/remote-images';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, placeholderFile, variantFile } from '@protocol/imageVariants';
import { useTestApp } from '../helpers';

// --fetch-images against a local HTTP server only (never the internet), so with --allow-private:
// without it 127.0.0.1 is refused (server/test/security/24-fetch-private-addresses.test.ts).
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const BROKEN_PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('garbage, not a picture'),
]);
const hashName = (bytes: Buffer, ext: string) =>
  `${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`;

describe('npm run import -- --fetch-images', () => {
  const ctx = useTestApp();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-fetch-'));
  const hits = new Map<string, number>();
  /** A real picture; /broken.png is a PNG's first bytes followed by garbage. */
  let picture = Buffer.alloc(0);
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/a.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(picture);
    else if (url === '/broken.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(BROKEN_PNG);
    else if (url === '/moved') res.writeHead(302, { Location: '/b.gif' }).end();
    else if (url === '/b.gif') res.writeHead(200).end(GIF);
    else if (url === '/page.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end('<html>not an image</html>');
    else if (url === '/huge.png') res.writeHead(200).end(Buffer.concat([picture, Buffer.alloc(2048)]));
    else res.writeHead(404).end();
  });
  let base = '';
  beforeAll(async () => {
    picture = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const blog = () => {
    const dir = path.join(tmp, 'remote');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'post.md'),
      [
        '---',
        'title: 远方的图',
        `cover: ${base}/a.png`,
        '---',
        `![甲](${base}/a.png)`,
        `<img src="${base}/moved">`,
        `![乙](${base}/page.png) ![丙](${base}/huge.png) ![丁](${base}/missing.png) ![己](${base}/broken.png)`,
        `![戊](http://127.0.0.1:1/refused.png)`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dir, 'again.md'), `---\ntitle: 同一张图\n---\n![甲](${base}/a.png)\n`);
    return dir;
  };
  const run = (fetchImages: boolean, dryRun = false) =>
    importFolder(blog(), {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun,
      fetchImages,
      fetchGuard: guardFor(true),
      maxImageBytes: 1024,
    });
  const content = async (file: string) =>
    (await articleRowsQuery(ctx.db).where('a.source_path', '=', file).executeTakeFirstOrThrow()).article_content;

  it('a dry run downloads nothing', async () => {
    await run(true, true);
    expect(hits.size).toBe(0);
  });

  it('downloads images by content hash, checks them as uploads, warns on each failure, rewrites the links', async () => {
    const report = await run(true);
    expect(report).toMatchObject({ created: 2, failed: 0 });
    const png = hashName(picture, 'png');
    const gif = hashName(GIF, 'gif');
    // Stored through the image pipeline at import time: each picture with its placeholder; the PNG's
    // AVIF/WebP variants are made after the text import (a GIF keeps its animation and gets none);
    // the corrupt PNG stored nothing.
    const hash = png.slice(0, 32);
    const stored = [png, gif, placeholderFile(hash), placeholderFile(gif.slice(0, 32))];
    expect(fs.readdirSync(ctx.config.uploadDir).sort()).toEqual([...stored].sort());
    expect(report.pendingVariants).toEqual([png]);
    await makeImportedVariants(ctx.app.storage, report.pendingVariants);
    expect(fs.readdirSync(ctx.config.uploadDir).sort()).toEqual(
      [
        ...stored,
        ...IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => variantFile(hash, width, format))),
      ].sort(),
    );
    const body = await content('post.md');
    expect(body).toContain(`![甲](/uploads/${png})`);
    expect(body).toContain(`<img src="/uploads/${gif}">`);
    expect(body).toContain(`![乙](${base}/page.png)`);
    const row = await articleRowsQuery(ctx.db).where('a.source_path', '=', 'post.md').executeTakeFirstOrThrow();
    expect(row.article_cover).toBe(`/uploads/${png}`);
    const warnings = report.outcomes.find((o) => o.file === 'post.md')?.warnings;
    expect(warnings).toEqual([
      `图片 ${base}/page.png 不是 jpg、png、gif、webp 图片（链接保持原样）`,
      `图片 ${base}/huge.png 超过 1 KB，未下载（链接保持原样）`,
      `图片 ${base}/missing.png 下载失败：HTTP 404（链接保持原样）`,
      `图片 ${base}/broken.png 无法使用：图片已损坏或无法识别，请换一张图片（链接保持原样）`,
      expect.stringMatching(/^图片 http:\/\/127\.0\.0\.1:1\/refused\.png 下载失败：.+（链接保持原样）$/),
    ]);
    // The same URL in two posts (and as a cover) is downloaded once per run.
    expect(hits.get('/a.png')).toBe(1);
    expect(await content('again.md')).toContain(`/uploads/${png}`);
  });

  it('without --fetch-images remote links stay as written', async () => {
    fs.rmSync(path.join(tmp, 'remote'), { recursive: true });
    const dir = path.join(tmp, 'plain');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'p.md'), `![甲](${base}/a.png)\n`);
    const before = hits.get('/a.png');
    await importFolder(dir, { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false });
    expect(hits.get('/a.png')).toBe(before);
    expect(await content('p.md')).toBe(`![甲](${base}/a.png)\n`);
  });
});
