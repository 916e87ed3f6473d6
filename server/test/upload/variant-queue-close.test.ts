import fs from 'node:fs';
import { LocalStorage } from '../../src/lib/storage';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { variantFile } from '@protocol/imageVariants';
import { VariantQueue } from '../../src/modules/upload/variant-queue';

// docs/deploy.md "Stopping": closing the queue at shutdown stops the image being processed after
// its current encode instead of making all its variants (seconds for a large photo), and says
// nothing about it; what was not made is made when a browser asks.
describe('closing the variant queue', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-queue-close-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('aborts the image in progress and logs no warning', async () => {
    const name = `${'c'.repeat(32)}.jpg`;
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dir, name), photo);
    const warnings: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const queue = new VariantQueue(new LocalStorage(dir, '/uploads'), log);
    expect(queue.enqueue(name)).toBe(true);
    await queue.close();
    expect(fs.existsSync(path.join(dir, variantFile('c'.repeat(32), 480, 'avif')))).toBe(false);
    expect(warnings).toEqual([]);
    expect(queue.enqueue(name)).toBe(false);
  });
});
