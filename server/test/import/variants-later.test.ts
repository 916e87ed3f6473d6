import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { variantFile } from '@protocol/imageVariants';
import * as pipeline from '../../src/modules/upload/image-pipeline';
import { importFolder } from '../../src/transfer/import-folder';
import { makeImportedVariants } from '../../src/transfer/import-variants';
import { useTestApp } from '../helpers';

// docs/import-export.md "Images": the text import never waits for AVIF/WebP variants; they are made
// afterwards, one picture at a time, and a stopped run leaves the rest to be made later.
jest.mock('../../src/modules/upload/image-pipeline', () => {
  const actual = jest.requireActual<typeof pipeline>('../../src/modules/upload/image-pipeline');
  return { ...actual, makeVariants: jest.fn(actual.makeVariants) };
});
const makeVariants = jest.mocked(pipeline.makeVariants);

async function blogWithPictures(count: number): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-variants-later-'));
  for (let i = 0; i < count; i += 1) {
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: i * 40, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(path.join(dir, `图${i}.jpg`), picture);
    fs.writeFileSync(
      path.join(dir, `文章${i}.md`),
      `---\ntitle: 文章${i}\ndate: 2024-01-0${i + 1}\n---\n![图](图${i}.jpg)\n`,
    );
  }
  return dir;
}

describe('imported pictures get their variants after the text', () => {
  const ctx = useTestApp();

  it('finishes the import while variant-making is blocked, then makes them, resumably', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    makeVariants.mockImplementation(async () => {
      await blocked;
      return 0;
    });
    const blog = await blogWithPictures(3);
    const options = { db: ctx.db, storage: ctx.app.storage, timeZone: 'Asia/Shanghai', dryRun: false };
    const finished = importFolder(blog, options).then((report) => ({ report }));
    const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 20_000).unref());
    const result = await Promise.race([finished, timeout]);
    release();
    if (result === 'waited') throw new Error('the import waited for the variants');
    expect(result.report).toMatchObject({ created: 3, failed: 0 });
    expect(makeVariants).not.toHaveBeenCalled();
    expect(result.report.pendingVariants).toHaveLength(3);

    // Stopped after the first picture (Ctrl-C), then run again: only what is missing is made.
    makeVariants.mockImplementation(
      jest.requireActual<typeof pipeline>('../../src/modules/upload/image-pipeline').makeVariants,
    );
    const stop = new AbortController();
    const names = result.report.pendingVariants;
    const first = await makeImportedVariants(ctx.app.storage, names, {
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    expect(first).toMatchObject({ made: 1, stopped: true });
    const has = (name: string) =>
      fs.existsSync(path.join(ctx.config.uploadDir, variantFile(name.slice(0, 32), 480, 'avif')));
    expect(names.map(has)).toEqual([true, false, false]);
    const rest = await makeImportedVariants(ctx.app.storage, names);
    expect(rest).toMatchObject({ made: 3, stopped: false, failed: [] });
    expect(names.every(has)).toBe(true);
  }, 60_000);
});
