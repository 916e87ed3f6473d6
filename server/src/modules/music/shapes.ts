import type { Album, Playlist, Track } from './model';

// The NeteaseCloudMusicApi shapes of docs/behaviour.md §7.5, built from local tracks.
// URLs are same-origin under /wapi so the <audio crossOrigin="anonymous"> just works.
const PREFIX = '/wapi/media';

export const audioUrl = (t: Track) => `${PREFIX}/audio/${t.id}.${t.ext}`;
export const albumCoverUrl = (a: Album) => `${PREFIX}/cover/album/${a.id}.${a.coverExt}`;
export const playlistCoverUrl = (p: Playlist) =>
  `${PREFIX}/cover/playlist/${p.id}.${p.coverKey ? p.coverKey.split('.').pop() : (p.tracks[0]?.album.coverExt ?? 'png')}`;

/** Quality level: ≤128k standard, ≤192k higher, ≤320k lossy exhigh, FLAC/WAV lossless, >16-bit or >48 kHz hires. */
export function levelOf(t: Track): string {
  if (t.lossless) return t.bitsPerSample > 16 || t.sampleRate > 48_000 ? 'hires' : 'lossless';
  if (t.bitrate <= 128_000) return 'standard';
  if (t.bitrate <= 192_000) return 'higher';
  return 'exhigh';
}

const encodeTypeOf = (t: Track) =>
  t.ext === 'flac'
    ? 'flac'
    : t.ext === 'm4a' || t.ext === 'mp4' || t.ext === 'aac'
      ? 'aac'
      : t.ext === 'mp3'
        ? 'mp3'
        : t.ext;

/** Detail format: non-empty `ar`, an `alia` array and `al.picUrl` always. */
export function detailSong(t: Track) {
  const quality = { br: t.bitrate, fid: 0, size: t.size, vd: 0, sr: t.sampleRate };
  return {
    id: t.id,
    name: t.title,
    alia: t.alias,
    pst: 0,
    t: 0,
    pop: 100,
    st: 0,
    rt: null,
    fee: 0,
    v: 1,
    crbt: null,
    cf: '',
    ar: t.artists.map((a) => ({ id: a.id, name: a.name, tns: [], alias: [] })),
    al: { id: t.album.id, name: t.album.name, picUrl: albumCoverUrl(t.album), tns: [], pic: 0, pic_str: '0' },
    dt: t.durationMs,
    cd: '01',
    no: t.trackNo,
    mv: 0,
    mark: 0,
    copyright: 0,
    originCoverType: 0,
    single: 0,
    rtype: 0,
    publishTime: t.album.publishTime,
    djId: 0,
    rtUrl: null,
    rtUrls: [],
    a: null,
    h: t.lossless ? null : quality,
    m: null,
    l: null,
    sq: t.lossless ? quality : null,
    hr: levelOf(t) === 'hires' ? quality : null,
  };
}

export function privilege(t: Track) {
  const level = levelOf(t);
  return {
    id: t.id,
    fee: 0,
    payed: 0,
    st: 0,
    pl: t.bitrate,
    dl: t.bitrate,
    sp: 7,
    cp: 1,
    subp: 1,
    cs: false,
    maxbr: t.bitrate,
    fl: t.bitrate,
    toast: false,
    flag: 0,
    preSell: false,
    playMaxbr: t.bitrate,
    downloadMaxbr: t.bitrate,
    maxBrLevel: level,
    playMaxBrLevel: level,
    downloadMaxBrLevel: level,
    plLevel: level,
    dlLevel: level,
    flLevel: level,
    rscl: null,
    freeTrialPrivilege: { resConsumable: false, userConsumable: false, listenType: null },
    chargeInfoList: [{ rate: t.bitrate, chargeUrl: null, chargeMessage: null, chargeType: 0 }],
  };
}

/** Playlist tracks and song detail body: `{code, songs, privileges}`. */
export const songsBody = (tracks: Track[]) => ({
  songs: tracks.map(detailSong),
  privileges: tracks.map(privilege),
  code: 200,
});

/** Legacy search format; `album.artist.img1v1Url` carries the album cover. */
export function searchSong(t: Track) {
  const cover = albumCoverUrl(t.album);
  const artistShape = (id: number, name: string) => ({
    id,
    name,
    picUrl: null,
    alias: [],
    albumSize: 0,
    picId: 0,
    img1v1Url: cover,
    img1v1: 0,
    trans: null,
  });
  return {
    id: t.id,
    name: t.title,
    duration: t.durationMs,
    alias: t.alias,
    artists: t.artists.map((a) => artistShape(a.id, a.name)),
    album: {
      id: t.album.id,
      name: t.album.name,
      publishTime: t.album.publishTime,
      size: t.album.size,
      copyrightId: 0,
      status: 0,
      picId: 0,
      mark: 0,
      artist: artistShape(0, ''),
    },
    copyrightId: 0,
    status: 0,
    rtype: 0,
    ftype: 0,
    mvid: 0,
    fee: 0,
    rUrl: null,
    mark: 0,
  };
}

/** song/url entry for a known track. */
export function urlEntry(t: Track, md5: string | null) {
  return {
    id: t.id,
    url: audioUrl(t),
    br: t.bitrate,
    size: t.size,
    md5,
    code: 200,
    expi: 1200,
    type: t.ext,
    level: levelOf(t),
    encodeType: encodeTypeOf(t),
    time: t.durationMs,
    gain: 0,
    peak: 1,
    closedGain: 0,
    closedPeak: 0,
    fee: 0,
    payed: 0,
    flag: 0,
    uf: null,
    canExtend: false,
    freeTrialInfo: null,
    urlSource: 0,
    rightSource: 0,
    podcastCtrp: null,
    effectTypes: null,
    message: null,
    levelConfuse: null,
    musicId: String(t.id),
    sr: t.sampleRate,
    accompany: null,
    auEff: null,
    immerseType: null,
    freeTrialPrivilege: {
      resConsumable: false,
      userConsumable: false,
      listenType: null,
      cannotListenReason: null,
      playReason: null,
      freeLimitTagType: null,
    },
    freeTimeTrialPrivilege: { resConsumable: false, userConsumable: false, type: 0, remainTime: 0 },
  };
}

/** An unknown or unplayable id still gets an entry, with `url: null` and `code: 404`. */
export function missingUrlEntry(id: number) {
  return {
    id,
    url: null,
    br: 0,
    size: 0,
    md5: null,
    code: 404,
    expi: 1200,
    type: null,
    level: null,
    encodeType: null,
    time: 0,
    fee: 0,
    payed: 0,
    flag: 0,
    uf: null,
    canExtend: false,
    freeTrialInfo: null,
    urlSource: 0,
    rightSource: 0,
    freeTrialPrivilege: { resConsumable: false, userConsumable: false, listenType: null },
    freeTimeTrialPrivilege: { resConsumable: false, userConsumable: false, type: 0, remainTime: 0 },
  };
}

/** Toplist entry; `ToplistType` only on the four official-style charts. */
export function toplistEntry(p: Playlist, updateTime: number) {
  return {
    id: p.id,
    name: p.name,
    coverImgUrl: playlistCoverUrl(p),
    coverImgId: 0,
    coverImgId_str: '0',
    description: p.description,
    updateFrequency: p.updateFrequency,
    updateTime,
    trackCount: p.tracks.length,
    playCount: 0,
    subscribedCount: 0,
    tags: [],
    tracks: p.toplistType ? p.tracks.slice(0, 3).map((t) => ({ first: t.title, second: t.artists[0].name })) : [],
    ...(p.toplistType ? { ToplistType: p.toplistType } : {}),
    specialType: 10,
    privacy: 0,
    status: 0,
    ordered: true,
    userId: 0,
    trackUpdateTime: updateTime,
    trackNumberUpdateTime: updateTime,
    subscribers: [],
    subscribed: null,
    creator: null,
    artists: null,
    backgroundCoverUrl: null,
    englishTitle: null,
    anonimous: false,
    highQuality: false,
    newImported: false,
    adType: 0,
    totalDuration: 0,
    cloudTrackCount: 0,
    titleImage: 0,
    titleImageUrl: null,
  };
}
