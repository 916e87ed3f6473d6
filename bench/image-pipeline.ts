// Image pipeline (docs/performance.md, "Images"): ms per upload (p50, p95) through the real route,
// the time until the bounded queue has made each image's AVIF/WebP variants, the process's RSS
// while 50 uploads are processed, and the bytes the variants save on the seeded pictures.
// In-process (app.inject): this measures the pipeline's work, not HTTP. Figures only.
import sharp from 'sharp';
import { IMAGE_WIDTHS, variantFile } from '@protocol/imageVariants';
import { writeSeedImages } from '../server/src/db/seed/images';
import { drawArt } from '../server/src/db/seed/art';
import { makeVariants } from '../server/src/modules/upload';
import { openTempBlog, runScript } from '../scripts/temp-blog';
import { multipartBody } from '../server/test/security/raw-http';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const { app, db, close } = await openTempBlog();
  const { storage } = app;
  const admin = await db.selectFrom('users').select(['id', 'token_version']).executeTakeFirstOrThrow();
  const token = await app.signToken({ id: admin.id, role: 1, username: 'admin', token_version: admin.token_version });

  // 1. Seeded pictures: originals (JPEG) and what a phone (480/960 px) or a desktop (1920) downloads.
  const seeds = await writeSeedImages(storage);
  const seedStart = performance.now();
  for (const name of seeds) await makeVariants(storage, name);
  const seedMs = performance.now() - seedStart;
  const size = async (name: string) => (await storage.head(name))?.size ?? 0;
  const total = async (names: string[]) => (await Promise.all(names.map(size))).reduce((sum, n) => sum + n, 0);
  const originals = await total(seeds);
  const variants: Record<string, number> = {};
  for (const width of IMAGE_WIDTHS)
    for (const format of ['avif', 'webp'] as const)
      variants[`${format}-${width}`] = await total(seeds.map((name) => variantFile(name.slice(0, 32), width, format)));
  console.log(
    `\nseeded pictures: ${seeds.length}, originals (JPEG) ${kb(originals)}; variants made in ${(seedMs / 1000).toFixed(1)} s`,
  );
  for (const [key, bytes] of Object.entries(variants))
    console.log(
      `  ${key.padEnd(10)} ${kb(bytes).padStart(10)}  (${((1 - bytes / originals) * 100).toFixed(0)} % saved)`,
    );

  // 2. Uploads: distinct 1920×1080 photos (drawn, then JPEG q90 like a camera's), one after another.
  const photos = await Promise.all(
    Array.from({ length: UPLOADS }, (_, i) =>
      sharp(
        Buffer.from(drawArt((['mountains', 'sea', 'lights', 'dunes', 'forest'] as const)[i % 5], 1920, 1080, i * 7, i)),
      )
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
  const baseline: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const start = performance.now();
    await app.inject({ method: 'GET', url: '/api/config' });
    baseline.push(performance.now() - start);
  }
  const rss: number[] = [process.memoryUsage().rss];
  const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 50);
  const uploadMs: number[] = [];
  const allStart = performance.now();
  for (const [index, photo] of photos.entries()) {
    const body = multipartBody('file', 'photo.jpg', 'image/jpeg', photo);
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body.body,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      // Spread over client addresses: the per-client limit (30 a minute) is not what is measured.
      remoteAddress: `10.23.0.${index % 200}`,
    });
    uploadMs.push(performance.now() - start);
    if (res.json<{ code: number }>().code !== 0) throw new Error(`upload failed: ${res.body}`);
  }
  const answered = performance.now() - allStart;
  await app.imageVariants.idle();
  const done = performance.now() - allStart;
  clearInterval(sampler);
  const configP50 = percentile(baseline, 50);
  console.log(
    `\n${UPLOADS} uploads of 1920×1080 JPEGs (${kb(photos.reduce((s, p) => s + p.length, 0) / UPLOADS)} each)`,
  );
  console.log(
    `  per upload answered: p50 ${percentile(uploadMs, 50).toFixed(0)} ms, p95 ${percentile(uploadMs, 95).toFixed(0)} ms (GET /api/config p50 ${configP50.toFixed(1)} ms)`,
  );
  console.log(
    `  all answered in ${(answered / 1000).toFixed(1)} s; every variant made ${(done / 1000).toFixed(1)} s after the first upload (${(done / UPLOADS / 1000).toFixed(2)} s per image, one at a time)`,
  );
  console.log(
    `  RSS: ${mb(rss[0])} before, max ${mb(Math.max(...rss))} while processing, ${mb(rss.at(-1) ?? 0)} after`,
  );
  console.log(
    JSON.stringify({
      bench: 'image-pipeline',
      uploads: UPLOADS,
      uploadP50Ms: Math.round(percentile(uploadMs, 50)),
      uploadP95Ms: Math.round(percentile(uploadMs, 95)),
      configP50Ms: Math.round(configP50 * 10) / 10,
      variantsPerImageMs: Math.round(done / UPLOADS),
      rssBeforeBytes: rss[0],
      rssMaxBytes: Math.max(...rss),
      seedOriginalBytes: originals,
      seedVariantBytes: variants,
    }),
  );
  await close();
}

runScript(main);
