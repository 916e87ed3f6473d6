import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalStorage } from '../../src/lib/storage';
import { encodeWav, type WavTags } from '../../src/modules/music/demo/wav';

/** A fresh empty folder for a test library. */
export function tempLibrary(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'inkstone-music-'));
}

/** The folder as the library's store (what MUSIC_DIR opens). */
export const folderStore = (dir: string) => new LocalStorage(dir, '/wapi/music');

/** A private copy of the demo library that server/test/global-setup.ts generated once for the run. */
export function copyDemoLibrary(dir: string): void {
  const source = process.env.INKSTONE_TEST_DEMO_MUSIC;
  if (!source || !fs.existsSync(source)) throw new Error('demo library missing: jest globalSetup did not run');
  fs.cpSync(source, dir, { recursive: true });
}

/** A short tone as a tagged 16-bit WAV. */
export function trackBytes(tags: WavTags, seconds = 1): Buffer {
  const rate = 8000;
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate);
  return encodeWav(samples, rate, tags);
}

/** Writes a short tone as a tagged 16-bit WAV at `rel` (folders created). */
export function writeTrack(dir: string, rel: string, tags: WavTags, seconds = 1): string {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, trackBytes(tags, seconds));
  return file;
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return false;
}

export interface DetailSong {
  id: number;
  name: string;
  alia: string[];
  ar: { id: number; name: string }[];
  al: { id: number; name: string; picUrl: string };
  dt: number;
}
