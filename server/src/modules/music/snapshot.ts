import path from 'node:path';
import { isValidKey } from '../../lib/storage';
import { IdAllocator, stableId } from './ids';
import type { Manifest } from './manifest';
import type { Album, Artist, Playlist, Track } from './model';
import type { ScannedTrack } from './scan';
import { SearchIndex } from './search';

/** One immutable view of the library; a rescan builds a new one and swaps it in. */
export interface LibrarySnapshot {
  tracks: Track[];
  byId: Map<number, Track>;
  playlists: Playlist[];
  playlistById: Map<number, Playlist>;
  albums: Map<number, Album>;
  artists: Map<number, Artist>;
  search: SearchIndex;
  builtAt: number;
}

const UNKNOWN_ARTIST = '未知歌手';
const UNKNOWN_ALBUM = '未知专辑';
const MIN_PLAYLISTS = 4; // docs/behaviour.md §7.5: the blog opens list[3]
const NEWEST_COUNT = 100;
/** Big libraries: only the largest albums and artists get a generated list (keeps the toplist small). */
const MAX_GROUP_LISTS = 40;
const largest = <K, V>(groups: Map<K, V[]>) =>
  [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, MAX_GROUP_LISTS);

function extOf(key: string | null, format: string | undefined): string {
  if (key) return path.posix.extname(key).slice(1).toLowerCase() || 'jpg';
  if (format?.includes('png')) return 'png';
  return 'jpg';
}

/** A manifest cover as a key of the library; a path that would leave the library is ignored. */
function coverKeyOf(cover: string | undefined): string | null {
  const key = cover?.replace(/\\/g, '/');
  return key && isValidKey(key) ? key : null;
}

/** Applies the manifest, assigns ids, groups albums and artists, and builds playlists and search. */
export function buildSnapshot(scanned: ScannedTrack[], manifest: Manifest): LibrarySnapshot {
  const overrides = new Map((manifest.songs ?? []).map((song) => [song.file.replace(/\\/g, '/'), song]));
  const songIds = new IdAllocator();
  const artists = new Map<string, Artist>();
  const albums = new Map<string, Album>();
  const artistOf = (name: string): Artist => {
    let artist = artists.get(name);
    if (!artist) {
      artist = { id: stableId(`artist:${name}`), name };
      artists.set(name, artist);
    }
    return artist;
  };
  // Manifest-fixed ids first, so a hashed id never takes one of them.
  for (const song of overrides.values()) if (song.id) songIds.take(`fixed:${song.id}`, song.id);
  const tracks: Track[] = scanned.map((s) => {
    const o = overrides.get(s.rel);
    const artistNames = o?.artists?.length ? o.artists : s.artists.length ? s.artists : [UNKNOWN_ARTIST];
    const trackArtists = artistNames.map(artistOf);
    const albumName = o?.album ?? (s.album || UNKNOWN_ALBUM);
    const albumKey = `${albumName}\u0000${albumName === UNKNOWN_ALBUM ? '' : trackArtists[0].name}`;
    let album = albums.get(albumKey);
    if (!album) {
      album = {
        id: stableId(`album:${albumKey}`),
        name: albumName,
        artist: trackArtists[0],
        coverKey: null,
        embeddedCover: null,
        coverExt: 'png',
        publishTime: Math.round(s.mtimeMs),
        size: 0,
      };
      albums.set(albumKey, album);
    }
    album.size += 1;
    if (!album.coverKey && !album.embeddedCover) {
      album.coverKey = s.coverKey;
      album.embeddedCover = s.coverKey ? null : s.embeddedCover;
      album.coverExt =
        album.coverKey || album.embeddedCover ? extOf(album.coverKey, album.embeddedCover?.format) : 'png';
    }
    return {
      id: o?.id ?? songIds.take(`song:${s.rel}`),
      rel: s.rel,
      ext: s.ext,
      size: s.size,
      mtimeMs: s.mtimeMs,
      etag: s.etag,
      title: o?.title ?? s.title,
      alias: o?.alias ?? [],
      artists: trackArtists,
      album,
      trackNo: s.trackNo,
      durationMs: s.durationMs,
      bitrate: s.bitrate,
      sampleRate: s.sampleRate,
      bitsPerSample: s.bitsPerSample,
      lossless: s.lossless,
      lrcKey: s.lrcKey,
      tlrcKey: s.tlrcKey,
      instrumental: o?.instrumental ?? false,
    };
  });
  const byRel = new Map(tracks.map((t) => [t.rel, t]));
  const playlists = buildPlaylists(tracks, byRel, manifest);
  return {
    tracks,
    byId: new Map(tracks.map((t) => [t.id, t])),
    playlists,
    playlistById: new Map(playlists.map((p) => [p.id, p])),
    albums: new Map([...albums.values()].map((a) => [a.id, a])),
    artists: new Map([...artists.values()].map((a) => [a.id, a])),
    search: new SearchIndex(
      tracks.map((t) => ({
        title: t.title,
        alias: t.alias,
        artists: t.artists.map((a) => a.name),
        album: t.album.name,
      })),
    ),
    builtAt: Date.now(),
  };
}

/**
 * Manifest playlists first (in their order), then generated ones (docs/behaviour.md §7.6): 全部歌曲,
 * 最新加入, one per album, one per artist — and filler lists until there are at least four.
 */
function buildPlaylists(tracks: Track[], byRel: Map<string, Track>, manifest: Manifest): Playlist[] {
  const ids = new IdAllocator();
  const lists: Playlist[] = [];
  const add = (name: string, listTracks: Track[], extra: Partial<Playlist> = {}, key = name) => {
    lists.push({
      name,
      description: null,
      updateFrequency: '每天更新',
      toplistType: null,
      coverKey: null,
      tracks: listTracks,
      ...extra,
      id: ids.take(`playlist:${key}`, extra.id),
    });
  };
  for (const p of manifest.playlists ?? []) {
    const listTracks = p.files.map((f) => byRel.get(f.replace(/\\/g, '/'))).filter((t): t is Track => t !== undefined);
    add(
      p.name,
      listTracks,
      {
        id: p.id,
        description: p.description ?? null,
        updateFrequency: p.updateFrequency ?? '每天更新',
        toplistType: p.toplistType ?? null,
        coverKey: coverKeyOf(p.cover),
      },
      `manifest:${p.name}`,
    );
  }
  add('全部歌曲', tracks, { description: '本地曲库的全部歌曲' });
  add('最新加入', [...tracks].sort((a, b) => b.mtimeMs - a.mtimeMs).slice(0, NEWEST_COUNT), {
    description: '最近放进曲库的歌曲',
  });
  const byAlbum = new Map<Album, Track[]>();
  for (const t of tracks) {
    const list = byAlbum.get(t.album);
    if (list) list.push(t);
    else byAlbum.set(t.album, [t]);
  }
  if (byAlbum.size > 1) {
    for (const [album, list] of largest(byAlbum))
      add(
        `专辑：${album.name}`,
        [...list].sort((a, b) => a.trackNo - b.trackNo),
        { updateFrequency: '不定期更新' },
        `album:${album.id}`,
      );
  }
  const byArtist = new Map<Artist, Track[]>();
  for (const t of tracks) {
    for (const a of t.artists) {
      const list = byArtist.get(a);
      if (list) list.push(t);
      else byArtist.set(a, [t]);
    }
  }
  if (byArtist.size > 1 || lists.length < MIN_PLAYLISTS) {
    for (const [artist, list] of largest(byArtist))
      add(`歌手：${artist.name}`, list, { updateFrequency: '不定期更新' }, `artist:${artist.id}`);
  }
  const fillers = ['随心听', '循环精选', '深夜电台', '午后时光'];
  for (let i = 0; lists.length < MIN_PLAYLISTS; i += 1) add(fillers[i], tracks, { description: '本地曲库推荐' });
  return lists;
}
