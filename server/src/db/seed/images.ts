import fs from 'node:fs/promises';
import path from 'node:path';
import { encodePng } from '../../lib/png';
import { paint, type PaintStyle } from './painters';

// Every picture the demo content shows is generated here, locally, on first start: the site must
// work with no internet (docs/architecture.md), so no seeded row may point at an external URL.
// The uploads module serves `config.uploadDir` under /uploads/, hence the URL shape below.

export interface SeedImage {
  name: string;
  style: PaintStyle;
  width: number;
  height: number;
  hue: number;
}

const STYLES: PaintStyle[] = ['mountains', 'bokeh', 'waves'];

const series = (
  prefix: string,
  count: number,
  width: number,
  height: number,
  hueStep: number,
  hueStart: number,
): SeedImage[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `${prefix}-${String(i + 1).padStart(2, '0')}`,
    // Banners are all ink-wash; covers and photos rotate styles so neighbours differ.
    style: prefix === 'banner' ? 'mountains' : STYLES[i % STYLES.length],
    width,
    height,
    hue: (hueStart + i * hueStep) % 360,
  }));

/** Sizes are modest (not 1920x1080) so first start stays fast and the files stay small. */
export const SEED_IMAGES: SeedImage[] = [
  { name: 'avatar', style: 'avatar', width: 256, height: 256, hue: 210 },
  ...series('banner', 8, 1280, 560, 41, 190),
  ...series('cover', 14, 960, 480, 27, 10),
  ...series('photo', 10, 800, 600, 36, 120),
  // Portrait shots, so the gallery shows mixed aspect ratios.
  ...series('portrait', 4, 480, 720, 53, 30),
];

export const seedImageUrl = (name: string): string => `/uploads/seed/${name}.png`;

export const bannerUrl = (i: number): string => seedImageUrl(`banner-${String((i % 8) + 1).padStart(2, '0')}`);
export const coverUrl = (i: number): string => seedImageUrl(`cover-${String((i % 14) + 1).padStart(2, '0')}`);
export const photoUrl = (i: number): string => seedImageUrl(`photo-${String((i % 10) + 1).padStart(2, '0')}`);

// Drawing is deterministic, so one process (a test run seeding many temp databases) draws each once.
const cache = new Map<string, Buffer>();

export function renderSeedImage(image: SeedImage): Buffer {
  const cached = cache.get(image.name);
  if (cached) return cached;
  const canvas = paint(image.style, image.width, image.height, image.hue, image.name.length * 7919 + image.hue);
  const png = encodePng(canvas.width, canvas.height, canvas.pixels);
  cache.set(image.name, png);
  return png;
}

/** Writes every seed image into `${uploadDir}/seed/`, replacing what a half-finished start left. */
export async function writeSeedImages(uploadDir: string): Promise<void> {
  const dir = path.join(uploadDir, 'seed');
  await fs.mkdir(dir, { recursive: true });
  for (const image of SEED_IMAGES) {
    await fs.writeFile(path.join(dir, `${image.name}.png`), renderSeedImage(image));
  }
}
