import { imageVariants, usefulWidths, variantUrl } from './imageVariants';

describe('srcset widths (docs/performance.md, "Images")', () => {
  it('lists only the widths a browser can pick for how wide the picture is shown', () => {
    // An avatar of 24 to 96 px: 160 covers 24 px at 3×, 480 covers 96 px at 3×.
    expect(usefulWidths({ min: 24, max: 24 })).toEqual([160]);
    expect(usefulWidths({ min: 96, max: 96 })).toEqual([160, 480]);
    // A full-width banner: never under 320 px, so never the 160 file.
    expect(usefulWidths({ min: 320, max: Infinity })).toEqual([480, 960, 1920]);
    // A 144–270 px grid cell: 960 covers 270 px at 3×, 1920 is never needed.
    expect(usefulWidths({ min: 144, max: 270 })).toEqual([160, 480, 960]);
    // Wider than every file: the widest is the one left.
    expect(usefulWidths({ min: 4000, max: 5000 })).toEqual([1920]);
  });

  it('writes every width when the size is not given', () => {
    const hash = 'ab'.repeat(16);
    expect(imageVariants(`/uploads/${hash}.jpg`)?.srcSet.webp.split(', ')).toHaveLength(4);
    expect(imageVariants(`/uploads/${hash}.jpg`, { min: 96, max: 96 })?.srcSet.avif).toBe(
      `/uploads/${hash}-160.avif 160w, /uploads/${hash}-480.avif 480w`,
    );
  });

  it('keeps the public base of an image served from the bucket (docs/deploy.md "Object storage")', () => {
    const hash = 'cd'.repeat(16);
    const cdn = 'https://img.example.com/blog';
    expect(imageVariants(`${cdn}/uploads/${hash}.png`, { min: 24, max: 24 })).toEqual({
      srcSet: { avif: `${cdn}/uploads/${hash}-160.avif 160w`, webp: `${cdn}/uploads/${hash}-160.webp 160w` },
      placeholder: `${cdn}/uploads/${hash}-ph.webp`,
    });
    expect(variantUrl(`${cdn}/uploads/${hash}.jpg`, 480, 'webp')).toBe(`${cdn}/uploads/${hash}-480.webp`);
    // Not an image of ours with variants: a GIF, another path, a relative path that is not /uploads/.
    expect(imageVariants(`${cdn}/uploads/${hash}.gif`)).toBeNull();
    expect(imageVariants(`${cdn}/files/${hash}.jpg`)).toBeNull();
    expect(imageVariants(`uploads/${hash}.jpg`)).toBeNull();
    expect(imageVariants(`javascript:/uploads/${hash}.jpg`)).toBeNull();
  });
});
