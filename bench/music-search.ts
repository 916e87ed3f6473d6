// `node -r ts-node/register -r ./scripts/protocol-alias.cjs bench/music-search.ts`: music search over a generated 100,000-song
// library (metadata only: the index is built exactly as after a scan, without audio files).
// Prints figures and one JSON line; nothing asserts timings (docs/performance.md).
import { performance } from 'node:perf_hooks';
import { buildSnapshot } from '../server/src/modules/music/snapshot';
import type { ScannedTrack } from '../server/src/modules/music/scan';

const SONGS = 100_000;
const syllables =
  '晨光江南雨山海之间夜航船星河归途纸飞机春日来信蝉鸣落叶知秋雪灯火风花月云梦远方故乡少年时光城市海岸森林'.split('');
const latin = ['love', 'night', 'light', 'river', 'dream', 'home', 'city', 'rain', 'summer', 'blue'];

function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const random = rng(42);
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
const word = (min: number, max: number) =>
  Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(syllables)).join('');

const artists = Array.from({ length: 2000 }, (_, i) =>
  i % 5 === 0 ? `${pick(latin)} ${pick(latin)} band` : `${word(2, 3)}乐队`,
);
const albums = Array.from({ length: 8000 }, () => word(2, 4));
const scanned: ScannedTrack[] = Array.from({ length: SONGS }, (_, i) => ({
  rel: `audio/${i % 500}/${i}.mp3`,
  ext: 'mp3',
  size: 4_000_000,
  mtimeMs: 1_700_000_000_000 + i,
  etag: `"${i}"`,
  title: i % 7 === 0 ? `${pick(latin)} ${pick(latin)}` : word(2, 5),
  artists: [pick(artists)],
  album: pick(albums),
  trackNo: (i % 12) + 1,
  durationMs: 200_000,
  bitrate: 320_000,
  sampleRate: 44_100,
  bitsPerSample: 0,
  lossless: false,
  lrcKey: null,
  tlrcKey: null,
  coverKey: null,
  embeddedCover: null,
}));

globalThis.gc?.();
const t0 = performance.now();
const snapshot = buildSnapshot(scanned, {
  songs: scanned.filter((_, i) => i % 10 === 0).map((s) => ({ file: s.rel, alias: [word(2, 3)] })),
});
const indexMs = performance.now() - t0;

// Varied queries: single CJK characters (many hits), words, artists, Latin, two keywords, misses.
const queries = [
  ...Array.from({ length: 40 }, () => pick(syllables)),
  ...Array.from({ length: 40 }, () => word(2, 2)),
  ...Array.from({ length: 30 }, () => pick(artists)),
  ...Array.from({ length: 30 }, () => pick(latin)),
  ...Array.from({ length: 30 }, () => `${pick(syllables)} ${pick(syllables)}`),
  ...Array.from({ length: 30 }, () => `无此歌曲${Math.floor(random() * 1e6)}`),
  ...Array.from({ length: 20 }, () => snapshot.tracks[Math.floor(random() * SONGS)].title),
];
const times: number[] = [];
let hits = 0;
for (const query of queries) {
  const start = performance.now();
  const found = snapshot.search.search(query); // page 1, as the first /search call of a query
  const page = found.slice(0, 20).map((i) => snapshot.tracks[i].id);
  times.push(performance.now() - start);
  hits += found.length > 0 && page.length > 0 ? 1 : 0;
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const result = {
  bench: 'music-search',
  songs: SONGS,
  playlists: snapshot.playlists.length,
  queries: queries.length,
  queriesWithHits: hits,
  indexMs: Math.round(indexMs),
  p50Ms: +pct(50).toFixed(2),
  p95Ms: +pct(95).toFixed(2),
  maxMs: +times[times.length - 1].toFixed(2),
};
console.log(
  `library of ${SONGS} songs indexed (ids, albums, artists, ${result.playlists} playlists, search) in ${result.indexMs} ms`,
);
console.log(
  `search over ${queries.length} varied queries: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (goal p95 ≤ 20 ms)`,
);
console.log(JSON.stringify(result));
