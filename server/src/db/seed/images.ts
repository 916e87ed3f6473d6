import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { placeholderFile } from '@protocol/imageVariants';
import { placeholderOf, writeAtomic } from '../../lib/image-files';
import type { ObjectStorage } from '../../lib/storage';
import { drawArt, type ArtStyle } from './art';

// Every picture the demo content shows is drawn here, locally, on first start: the site must work
// with no internet (docs/architecture.md), so no seeded row may point at an external URL. They are
// stored like uploads (in the upload store, served at /uploads/, content-named with a placeholder beside
// them) and get their AVIF/WebP variants from the same queue when first asked for (docs/performance.md
// "Cold start").

export interface SeedImage {
  name: string;
  style: ArtStyle;
  width: number;
  height: number;
  hue: number;
}

/** What photos show; covers add a geometric pattern to the scenes. */
const SCENES: ArtStyle[] = ['mountains', 'sea', 'lights', 'dunes', 'forest'];
const COVER_STYLES: ArtStyle[] = [...SCENES, 'waves'];

const series = (
  prefix: string,
  count: number,
  width: number,
  height: number,
  hueStep: number,
  hueStart: number,
  styleOffset = 0,
  styles = SCENES,
): SeedImage[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    // Banners are all ink-wash; covers and photos rotate scenes so neighbours differ.
    style: prefix === 'banner' ? 'mountains' : styles[(i + styleOffset) % styles.length],
    width,
    height,
    hue: (hueStart + i * hueStep) % 360,
  }));

/** Full-width banners and covers at 1920 px; photos at a camera's ratio. */
export const SEED_IMAGES: SeedImage[] = [
  { name: 'avatar', style: 'avatar', width: 512, height: 512, hue: 210 },
  ...series('banner', 8, 1920, 840, 41, 190),
  ...series('cover', 14, 1920, 960, 27, 10, 0, COVER_STYLES),
  ...series('photo', 10, 1600, 1200, 36, 120, 2),
  // Portrait shots, so the gallery shows mixed aspect ratios.
  ...series('portrait', 4, 960, 1440, 53, 30, 1),
];

/** Bumped when the rasteriser's settings change, so the names change with the bytes. */
const RASTER = 'jpeg-q84-mozjpeg-v1';

const svgOf = (image: SeedImage) =>
  drawArt(image.style, image.width, image.height, image.hue, image.name.length * 7919 + image.hue);

// The SVG is cheap to draw; its hash names the stored JPEG (the same drawing, the same bytes).
const names = new Map<string, string>();
function storedName(image: SeedImage): string {
  let name = names.get(image.name);
  if (!name) {
    name = `${crypto
      .createHash('sha256')
      .update(`${RASTER}\n${svgOf(image)}`)
      .digest('hex')
      .slice(0, 32)}.jpg`;
    names.set(image.name, name);
  }
  return name;
}

const byName = new Map(SEED_IMAGES.map((image) => [image.name, image]));

export function seedImageUrl(name: string): string {
  const image = byName.get(name);
  if (!image) throw new Error(`no seed image ${name}`);
  return `/uploads/${storedName(image)}`;
}

/** The stored names of every seed picture (their AVIF/WebP variants are made when first asked for). */
export const seedImageFiles = (): string[] => SEED_IMAGES.map(storedName);

export const bannerUrl = (i: number): string => seedImageUrl(`banner-${String((i % 8) + 1).padStart(2, '0')}`);
export const coverUrl = (i: number): string => seedImageUrl(`cover-${String((i % 14) + 1).padStart(2, '0')}`);
export const photoUrl = (i: number): string => seedImageUrl(`photo-${String((i % 10) + 1).padStart(2, '0')}`);

/** Every photo (landscape, then portrait) that shows one of `styles`: an album of those scenes. */
export const scenePhotoUrls = (styles: ArtStyle[]): string[] =>
  SEED_IMAGES.filter((image) => /^(photo|portrait)-/.test(image.name) && styles.includes(image.style)).map((image) =>
    seedImageUrl(image.name),
  );

/** The k-th landscape photo that shows `style`, so a caption or an album's name fits its picture. */
export function scenePhotoUrl(style: ArtStyle, k = 0): string {
  const photos = SEED_IMAGES.filter((image) => image.name.startsWith('photo-') && image.style === style);
  if (!photos.length) throw new Error(`no seed photo of ${style}`);
  return seedImageUrl(photos[k % photos.length].name);
}

/** Rasterises one picture (anti-aliased by librsvg) to the JPEG stored as its original. */
export async function renderSeedImage(image: SeedImage): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(image)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

// Rasterising 37 large pictures takes seconds; every test file seeds a fresh data folder, so the
// files are kept in a per-user folder of the temp dir by name (a name is its content) and copied.
const SHARED = path.join(os.tmpdir(), `inkstone-seed-images-${os.userInfo().uid}`);

async function readOrMake(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const shared = path.join(SHARED, path.basename(file));
  const cached = await fs.readFile(shared).catch(() => null);
  if (cached) return cached;
  const bytes = await make();
  await fs.mkdir(SHARED, { recursive: true });
  await writeAtomic(shared, bytes).catch(() => undefined);
  return bytes;
}

/** Writes one seed image and its placeholder into the upload store, unless they are there. */
async function writeSeedImage(storage: ObjectStorage, image: SeedImage): Promise<string> {
  const name = storedName(image);
  const phFile = placeholderFile(name.slice(0, 32));
  const there = async (key: string) => (await storage.head(key)) !== null;
  if (!(await there(name))) await storage.put(name, await readOrMake(name, () => renderSeedImage(image)), 'image/jpeg');
  if (!(await there(phFile))) {
    const jpeg = await readOrMake(name, () => renderSeedImage(image));
    await storage.put(phFile, await readOrMake(phFile, () => placeholderOf(jpeg)), 'image/webp');
  }
  return name;
}

/** Writes every seed image, a few at a time (sharp works in libuv's pool of four threads). */
export async function writeSeedImages(storage: ObjectStorage): Promise<string[]> {
  const queue = [...SEED_IMAGES];
  const written: string[] = [];
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) written.push(await writeSeedImage(storage, image));
  };
  await Promise.all([worker(), worker(), worker()]);
  return written;
}
