import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectLocalImages, emptyImageJob } from '../../src/transfer/local-images';
import { importFolder } from '../../src/transfer/import-folder';
import { useTestApp } from '../helpers';

/**
 * Attack 27: a 2.6 KB SVG of blurs and dilations over a big canvas (feGaussianBlur, feMorphology)
 * kept the importer drawing for minutes with gigabytes. SVGs now draw in a child process under the
 * image pixel limit and a time and memory budget (docs/security.md "Imported files"); over it, the
 * picture is a warning on its post's line and the rest imports. The tests set a small budget.
 */
const filterBomb = (size: number) => {
  const steps = '<feMorphology operator="dilate" radius="200"/><feGaussianBlur stdDeviation="300"/>'.repeat(8);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">`,
    `<filter id="f" x="-1" y="-1" width="3" height="3">${steps}</filter>`,
    '<rect width="100%" height="100%" fill="#c0392b" filter="url(#f)"/></svg>',
  ].join('');
};
const DIAGRAM = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>';

describe('SVG filter bombs', () => {
  const ctx = useTestApp();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-svg-bomb-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('past its time, past the pixel limit: a warning each, the diagram and the post still import', async () => {
    fs.writeFileSync(path.join(dir, 'slow.svg'), filterBomb(800));
    // The attack's own size: 8000 × 8000 drawn at twice its size is over the 50 megapixels of every image.
    fs.writeFileSync(path.join(dir, 'huge.svg'), filterBomb(8000));
    fs.writeFileSync(path.join(dir, 'diagram.svg'), DIAGRAM);
    fs.writeFileSync(path.join(dir, 'post.md'), '---\ntitle: 图\n---\n![](slow.svg) ![](huge.svg) ![](diagram.svg)\n');
    const report = await importFolder(dir, {
      db: ctx.db,
      storage: ctx.app.storage,
      timeZone: 'Asia/Shanghai',
      dryRun: false,
      svgBudget: { timeoutMs: 3000, maxMemoryBytes: 1024 * 1024 * 1024 },
    });
    expect(report).toMatchObject({ created: 1, failed: 0 });
    const outcome = report.outcomes.find((o) => o.file === 'post.md');
    expect(outcome?.warnings).toEqual([
      '图片 slow.svg 绘制超过 3 秒，已放弃（链接保持原样）',
      '图片 huge.svg 无法使用：图片尺寸过大（最多 50 百万像素）（链接保持原样）',
    ]);
    const row = await ctx.db
      .selectFrom('articles')
      .select('article_content')
      .where('id', '=', outcome?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.article_content).toMatch(
      /^!\[\]\(slow\.svg\) !\[\]\(huge\.svg\) !\[\]\(\/uploads\/[0-9a-f]{32}\.png\)$/m,
    );
  });

  it('past its memory (read from /proc on Linux) the drawing is stopped', async () => {
    if (!fs.existsSync('/proc/self/status')) return;
    fs.writeFileSync(path.join(dir, 'big.svg'), filterBomb(3500));
    const job = emptyImageJob();
    const place = { root: dir, siteRoots: [dir], file: path.join(dir, 'post.md') };
    await collectLocalImages(place, ['big.svg'], job, { timeoutMs: 20_000, maxMemoryBytes: 256 * 1024 * 1024 });
    expect(job.warnings).toEqual(['图片 big.svg 绘制占用内存超过 256 MB，已放弃（链接保持原样）']);
    expect(job.files.size).toBe(0);
  });
});
