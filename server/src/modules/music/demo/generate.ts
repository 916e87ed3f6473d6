import type { ObjectStorage } from '../../../lib/storage';
import { DEMO_CHARTS, DEMO_TRACKS } from './catalogue';
import { coverImage } from './cover';
import { renderTune, SAMPLE_RATE } from './synth';
import { encodeWav } from './wav';
import { MANIFEST_KEY, type Manifest } from '../manifest';
import { AUDIO_TYPES, isAudioKey } from '../scan';

function formatLrcTime(seconds: number): string {
  const cs = Math.round(seconds * 100);
  const mm = String(Math.floor(cs / 6000)).padStart(2, '0');
  const ss = String(Math.floor((cs % 6000) / 100)).padStart(2, '0');
  return `[${mm}:${ss}.${String(cs % 100).padStart(2, '0')}]`;
}

/** True when the store holds no audio object anywhere (a missing folder or an empty bucket counts as empty). */
export async function isLibraryEmpty(store: ObjectStorage): Promise<boolean> {
  for await (const { key } of store.list('')) if (isAudioKey(key)) return false;
  return true;
}

/**
 * Writes the demo library into its store (docs/behaviour.md §7.6): a dozen synthesised WAV tracks with
 * RIFF tags, timed .lrc sidecars, one generated cover per album and a library.json with aliases and
 * the four charts. Each object is put whole and the same bytes every time, so several processes
 * seeding one folder or bucket together (docs/deploy.md "Object storage") only write it twice.
 */
export async function generateDemoLibrary(store: ObjectStorage): Promise<number> {
  const manifest: Manifest = { songs: [], playlists: [] };
  const files: string[] = [];
  const albums = [...new Set(DEMO_TRACKS.map((track) => track.album))];
  for (const [index, track] of DEMO_TRACKS.entries()) {
    const albumDir = `audio/${track.album}`;
    const coverKey = `${albumDir}/cover.png`;
    if (!(await store.head(coverKey)))
      await store.put(coverKey, await coverImage(albums.indexOf(track.album) * 85 + 20), 'image/png');
    const base = `${String(index + 1).padStart(2, '0')} ${track.artist} - ${track.title}`;
    const { samples, phrases } = renderTune({
      seed: index * 7919 + 17,
      seconds: track.seconds,
      bpm: track.bpm,
      root: track.root,
    });
    const trackNo = DEMO_TRACKS.filter((other, i) => other.album === track.album && i <= index).length;
    const audio = `${albumDir}/${base}.wav`;
    const tags = { title: track.title, artist: track.artist, album: track.album, track: trackNo };
    await store.put(audio, encodeWav(samples, SAMPLE_RATE, tags), AUDIO_TYPES.wav);
    const lrc = [`[ti:${track.title}]`, `[ar:${track.artist}]`, '[00:00.00] 作词 : 砚', '[00:00.50] 作曲 : 合成器'];
    phrases.slice(1).forEach((start, i) => lrc.push(`${formatLrcTime(start)}${track.lines[i % track.lines.length]}`));
    await store.put(`${albumDir}/${base}.lrc`, Buffer.from(`${lrc.join('\n')}\n`), 'text/plain; charset=utf-8');
    files.push(audio);
    manifest.songs?.push({ file: audio, alias: track.alias });
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
  await store.put(MANIFEST_KEY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'application/json');
  return DEMO_TRACKS.length;
}

/** First start (docs/behaviour.md §7.6): fill an empty library folder or bucket with the demo; returns tracks written. */
export async function ensureDemoLibrary(store: ObjectStorage): Promise<number> {
  if (!(await isLibraryEmpty(store))) return 0;
  return generateDemoLibrary(store);
}
