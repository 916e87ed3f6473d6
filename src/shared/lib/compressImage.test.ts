import { compressImage, compressWith, nextQuality, COMPRESS_THRESHOLD_BYTES } from './compressImage';

const KB = 1024;

describe('nextQuality (docs/behaviour.md §6.2 decision)', () => {
  it('stops once the size is at or under 800 KB', () => {
    expect(nextQuality(COMPRESS_THRESHOLD_BYTES, 1, 0)).toBeNull();
    expect(nextQuality(100 * KB, 0.8, 1)).toBeNull();
  });

  it('drops quality by 0.2 while too big', () => {
    expect(nextQuality(900 * KB, 1, 0)).toBe(0.8);
    expect(nextQuality(900 * KB, 0.8, 1)).toBe(0.6);
    expect(nextQuality(900 * KB, 0.6, 2)).toBe(0.4);
  });

  it('stops after 3 drops and never goes below 0.2', () => {
    expect(nextQuality(5000 * KB, 0.4, 3)).toBeNull();
    expect(nextQuality(5000 * KB, 0.2, 0)).toBeNull();
    expect(nextQuality(5000 * KB, 0.4, 0)).toBe(0.2);
  });
});

describe('compressWith (the loop)', () => {
  const sized = (bytes: number) => new Blob([new Uint8Array(bytes)]);

  it('tries 1, 0.8, 0.6, 0.4 at most, then keeps the last blob', async () => {
    const qualities: number[] = [];
    const blob = await compressWith(async (q) => {
      qualities.push(q);
      return sized(2000 * KB);
    });
    expect(qualities).toEqual([1, 0.8, 0.6, 0.4]);
    expect(blob.size).toBe(2000 * KB);
  });

  it('stops as soon as an attempt fits', async () => {
    const qualities: number[] = [];
    await compressWith(async (q) => {
      qualities.push(q);
      return sized(q > 0.7 ? 900 * KB : 500 * KB);
    });
    expect(qualities).toEqual([1, 0.8, 0.6]);
  });

  it('propagates an encoder failure (callers show 图片上传失败)', async () => {
    await expect(compressWith(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('compressImage', () => {
  it('passes files of 800 KB or less through untouched', async () => {
    const file = new File([new Uint8Array(800 * KB)], 'a.png', { type: 'image/png' });
    await expect(compressImage(file)).resolves.toBe(file);
  });
});
