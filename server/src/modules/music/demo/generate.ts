import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CHARTS, DEMO_TRACKS } from './catalogue';
import { coverImage } from './cover';
import { renderTune, SAMPLE_RATE } from './synth';
import { encodeWav } from './wav';
import type { Manifest } from '../manifest';
import { writeFileAtomic } from '../../../lib/atomic-write';

const AUDIO_EXTENSIONS = /\.(mp3|flac|m4a|mp4|aac|ogg|oga|opus|wav|webm)$/i;

function formatLrcTime(seconds: number): string {
  const cs = Math.round(seconds * 100);
  const mm = String(Math.floor(cs / 6000)).padStart(2, '0');
  const ss = String(Math.floor((cs % 6000) / 100)).padStart(2, '0');
  return `[${mm}:${ss}.${String(cs % 100).padStart(2, '0')}]`;
}

/** True when the folder has no audio file anywhere below it (missing folders count as empty). */
export function isLibraryEmpty(dir: string): boolean {
  if (!fs.existsSync(dir)) return true;
  const stack = [dir];
  while (stack.length) {
    const current = stack.pop() as string;
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.isDirectory()) stack.push(path.join(current, entry.name));
      else if (AUDIO_EXTENSIONS.test(entry.name)) return false;
    }
  }
  return true;
}

/**
 * Writes the demo library (docs/behaviour.md §7.6): a dozen synthesised WAV tracks with RIFF tags, timed .lrc
 * sidecars, one generated cover per album and a library.json with aliases and the four charts.
 * Each file is written whole (temporary name, then rename): the folder may be shared by several
 * processes starting together (docs/deploy.md "Shared folders").
 */
export async function generateDemoLibrary(dir: string): Promise<number> {
  const manifest: Manifest = { songs: [], playlists: [] };
  const files: string[] = [];
  const albums = [...new Set(DEMO_TRACKS.map((track) => track.album))];
  for (const [index, track] of DEMO_TRACKS.entries()) {
    const albumDir = path.join(dir, 'audio', track.album);
    fs.mkdirSync(albumDir, { recursive: true });
    const coverFile = path.join(albumDir, 'cover.png');
    if (!fs.existsSync(coverFile)) writeFileAtomic(coverFile, await coverImage(albums.indexOf(track.album) * 85 + 20));
    const base = `${String(index + 1).padStart(2, '0')} ${track.artist} - ${track.title}`;
    const { samples, phrases } = renderTune({
      seed: index * 7919 + 17,
      seconds: track.seconds,
      bpm: track.bpm,
      root: track.root,
    });
    const trackNo = DEMO_TRACKS.filter((other, i) => other.album === track.album && i <= index).length;
    writeFileAtomic(
      path.join(albumDir, `${base}.wav`),
      encodeWav(samples, SAMPLE_RATE, { title: track.title, artist: track.artist, album: track.album, track: trackNo }),
    );
    const lrc = [`[ti:${track.title}]`, `[ar:${track.artist}]`, '[00:00.00] 作词 : 砚', '[00:00.50] 作曲 : 合成器'];
    phrases.slice(1).forEach((start, i) => lrc.push(`${formatLrcTime(start)}${track.lines[i % track.lines.length]}`));
    writeFileAtomic(path.join(albumDir, `${base}.lrc`), `${lrc.join('\n')}\n`);
    const relative = path.posix.join('audio', track.album, `${base}.wav`);
    files.push(relative);
    manifest.songs?.push({ file: relative, alias: track.alias });
  }
  for (const chart of DEMO_CHARTS) {
    manifest.playlists?.push({
      name: chart.name,
      toplistType: chart.type,
      description: chart.description,
      updateFrequency: chart.update,
      files: chart.picks.map((i) => files[i]),
    });
  }
  writeFileAtomic(path.join(dir, 'library.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return DEMO_TRACKS.length;
}

/** First start (docs/behaviour.md §7.6): fill an empty library folder with the demo; returns tracks written. */
export async function ensureDemoLibrary(dir: string): Promise<number> {
  if (!isLibraryEmpty(dir)) return 0;
  return generateDemoLibrary(dir);
}
