// The installable app's icons (docs/architecture.md "Offline and installable"): drawn from the logo
// (public/favicon.svg) with sharp at build time, in the sizes of protocol/webApp.ts, and emitted into
// the client build under icons/.
import fs from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { Compilation, sources, type Compiler } from 'webpack';
import {
  APPLE_TOUCH_ICON,
  APPLE_TOUCH_ICON_SIZE,
  ICON_BACKGROUND,
  ICON_SIZES,
  iconPath,
  MASKABLE_ICON_SIZES,
  maskableIconPath,
} from '../protocol/webApp';

/** The share of a maskable icon the logo may fill: the W3C safe zone is the centre circle of 80%. */
const SAFE_ZONE = 0.72;

const png = (image: Sharp) => image.png({ compressionLevel: 9 }).toBuffer();

/** The logo alone, scaled to `size` (its own rounded square and transparent corners). */
export function plainIcon(svg: Buffer, size: number): Promise<Buffer> {
  return png(sharp(svg, { density: Math.max(72, (72 * size) / 64) }).resize(size, size));
}

/** The logo inside the safe zone of a full-bleed square, for launchers that cut their own shape. */
export async function maskableIcon(svg: Buffer, size: number): Promise<Buffer> {
  const inner = Math.round(size * SAFE_ZONE);
  const logo = await plainIcon(svg, inner);
  const offset = Math.round((size - inner) / 2);
  return png(
    sharp({ create: { width: size, height: size, channels: 4, background: ICON_BACKGROUND } }).composite([
      { input: logo, top: offset, left: offset },
    ]),
  );
}

/** Every icon file: its path under the build folder and its bytes. */
export async function renderIcons(svg: Buffer): Promise<Array<{ file: string; data: Buffer }>> {
  const strip = (url: string) => url.replace(/^\//, '');
  return Promise.all([
    ...ICON_SIZES.map(async (size) => ({ file: strip(iconPath(size)), data: await plainIcon(svg, size) })),
    ...MASKABLE_ICON_SIZES.map(async (size) => ({
      file: strip(maskableIconPath(size)),
      data: await maskableIcon(svg, size),
    })),
    // iOS draws no transparency: the touch icon is full-bleed too.
    { file: strip(APPLE_TOUCH_ICON), data: await maskableIcon(svg, APPLE_TOUCH_ICON_SIZE) },
  ]);
}

/** Emits the icons as assets of the client build (so they land in dist/icons/). */
export class WebAppIconsPlugin {
  constructor(private readonly logo: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WebAppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppIconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(this.logo);
          for (const icon of await renderIcons(fs.readFileSync(this.logo))) {
            compilation.emitAsset(icon.file, new sources.RawSource(icon.data));
          }
        },
      );
    });
  }
}
