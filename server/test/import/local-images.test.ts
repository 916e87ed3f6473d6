import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { collectLocalImages, emptyImageJob } from '../../src/transfer/local-images';
import { OUTSIDE_PNG } from './import-setup';

// docs/import-export.md "Images": links as real Hexo blogs write them (mushanshitiancai/hexo-blog has
// `img/…` and `../../img/…` from posts two folders down, and SVG diagrams).
const DIAGRAM =
  '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#4a6d8c"/></svg>';

function blog() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-local-images-'));
  const source = path.join(root, 'source');
  fs.mkdirSync(path.join(source, '_posts', 'java', 'ide'), { recursive: true });
  fs.mkdirSync(path.join(source, 'img', 'java'), { recursive: true });
  fs.writeFileSync(path.join(source, 'img', 'java', '1.png'), OUTSIDE_PNG);
  fs.writeFileSync(path.join(source, 'img', 'diagram.svg'), DIAGRAM);
  fs.writeFileSync(path.join(source, 'img', 'broken.svg'), '<svg><rect width="');
  const file = path.join(source, '_posts', 'java', 'ide', 'post.md');
  return { root, place: { root, siteRoots: [source], file } };
}

test('a relative link with no file beside the post is found under the site root', async () => {
  const { place } = blog();
  const job = emptyImageJob();
  await collectLocalImages(place, ['img/java/1.png', '../../../img/java/1.png', 'img/none.png'], job);
  expect([...job.rewrites.keys()]).toEqual(['img/java/1.png', '../../../img/java/1.png']);
  expect(new Set(job.rewrites.values()).size).toBe(1);
  expect(job.warnings).toEqual(['图片 img/none.png 不存在（链接保持原样）']);
});

test('the fallback never leaves the imported folder', async () => {
  const { root, place } = blog();
  fs.writeFileSync(path.join(path.dirname(root), 'leak.png'), OUTSIDE_PNG);
  const job = emptyImageJob();
  await collectLocalImages(place, ['../../../../../leak.png'], job);
  expect(job.rewrites.size).toBe(0);
  expect(job.warnings[0]).toMatch(/leak\.png (在导入文件夹之外|不存在)/);
});

test('an SVG diagram is stored as a PNG drawn at twice its size; a broken SVG is a warning', async () => {
  const { place } = blog();
  const job = emptyImageJob();
  await collectLocalImages(place, ['/img/diagram.svg', '/img/broken.svg'], job);
  const url = job.rewrites.get('/img/diagram.svg');
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const png = job.files.get(url!.slice('/uploads/'.length))!.data;
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 80, height: 40 });
  expect(job.warnings).toEqual(['图片 /img/broken.svg 不是 jpg、png、gif、webp 或 SVG 图片（链接保持原样）']);
});
