import { Type, type TProperties, type TSchema } from '@sinclair/typebox';

// Response schemas of the music service (/wapi): NeteaseCloudMusicApi shapes as built by shapes.ts.
// Its envelope is not the blog's: `code` 200 on success, `msg` (or `message`) on failure. Numbers
// are Type.Number because bit rates and durations come from file metadata and need not be integers.

const N = Type.Number();
const S = Type.String();
const B = Type.Boolean();
const NULL = Type.Null();
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, NULL]);
const numbers = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, N])) as Record<K, typeof N>;
const nulls = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, NULL])) as Record<K, typeof NULL>;
const strings = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, S])) as Record<K, typeof S>;
const obj = (properties: TProperties, description?: string) =>
  Type.Object(properties, description ? { description } : {});

/** Failures: `{code, msg, data: null}` (a 416 has no data; an unknown playlist says `message`). */
export const NcmFailure = obj(
  { code: N, msg: Type.Optional(S), message: Type.Optional(S), data: Type.Optional(NULL) },
  '失败：code 与 msg · Failure: code and msg',
);

const Quality = obj(numbers('br', 'fid', 'size', 'vd', 'sr'));

/** A song in the detail format of /playlist/track/all and /song/detail. */
export const DetailSong = obj({
  ...numbers(
    'id',
    'pst',
    't',
    'pop',
    'st',
    'fee',
    'v',
    'dt',
    'no',
    'mv',
    'mark',
    'copyright',
    'originCoverType',
    'single',
  ),
  ...numbers('rtype', 'publishTime', 'djId'),
  ...nulls('rt', 'crbt', 'rtUrl', 'a', 'm', 'l'),
  ...strings('name', 'cf', 'cd'),
  alia: Type.Array(S),
  ar: Type.Array(obj({ id: N, name: S, tns: Type.Array(S), alias: Type.Array(S) })),
  al: obj({ id: N, name: S, picUrl: S, tns: Type.Array(S), pic: N, pic_str: S }),
  rtUrls: Type.Array(S),
  h: nullable(Quality),
  sq: nullable(Quality),
  hr: nullable(Quality),
});

const FreeTrialPrivilege = obj({
  resConsumable: B,
  userConsumable: B,
  listenType: NULL,
  ...Object.fromEntries(['cannotListenReason', 'playReason', 'freeLimitTagType'].map((k) => [k, Type.Optional(NULL)])),
});

export const Privilege = obj({
  ...numbers(
    'id',
    'fee',
    'payed',
    'st',
    'pl',
    'dl',
    'sp',
    'cp',
    'subp',
    'maxbr',
    'fl',
    'flag',
    'playMaxbr',
    'downloadMaxbr',
  ),
  ...strings('maxBrLevel', 'playMaxBrLevel', 'downloadMaxBrLevel', 'plLevel', 'dlLevel', 'flLevel'),
  cs: B,
  toast: B,
  preSell: B,
  rscl: NULL,
  freeTrialPrivilege: FreeTrialPrivilege,
  chargeInfoList: Type.Array(obj({ rate: N, chargeUrl: NULL, chargeMessage: NULL, chargeType: N })),
});

/** `{code: 200, songs, privileges}` (privileges in the same order as songs). */
export const SongsBody = obj(
  { code: N, songs: Type.Array(DetailSong), privileges: Type.Array(Privilege) },
  '歌曲详情 · Songs',
);

/** /playlist/track/all for an unknown list: HTTP 404 with empty songs. */
export const PlaylistMissing = obj({
  code: N,
  message: S,
  songs: Type.Array(DetailSong),
  privileges: Type.Array(Privilege),
});

const ToplistEntry = obj({
  ...numbers(
    'id',
    'coverImgId',
    'updateTime',
    'trackCount',
    'playCount',
    'subscribedCount',
    'specialType',
    'privacy',
    'status',
  ),
  ...numbers(
    'userId',
    'trackUpdateTime',
    'trackNumberUpdateTime',
    'adType',
    'totalDuration',
    'cloudTrackCount',
    'titleImage',
  ),
  ...strings('name', 'coverImgUrl', 'coverImgId_str', 'updateFrequency'),
  ...nulls('subscribed', 'creator', 'artists', 'backgroundCoverUrl', 'englishTitle', 'titleImageUrl'),
  description: nullable(S),
  tags: Type.Array(S),
  tracks: Type.Array(obj({ first: S, second: S })),
  ToplistType: Type.Optional(S),
  ordered: B,
  subscribers: Type.Array(Type.Unknown()),
  anonimous: B,
  highQuality: B,
  newImported: B,
});

export const ToplistBody = obj(
  {
    code: N,
    list: Type.Array(ToplistEntry),
    artistToplist: obj({
      coverUrl: S,
      name: S,
      position: N,
      upateFrequency: S,
      updateFrequency: S,
      artists: Type.Array(obj({ first: S, second: S, third: N })),
    }),
  },
  '全部榜单（至少四个） · Every chart, at least four',
);

/** One /song/url/v1 entry: a playable one has a `url`; an unknown id has `url: null` and code 404. */
const UrlEntry = obj({
  ...numbers('id', 'br', 'size', 'code', 'expi', 'time', 'fee', 'payed', 'flag', 'urlSource', 'rightSource'),
  ...Object.fromEntries(['gain', 'peak', 'closedGain', 'closedPeak', 'sr'].map((k) => [k, Type.Optional(N)])),
  ...Object.fromEntries(
    ['podcastCtrp', 'effectTypes', 'message', 'levelConfuse', 'accompany', 'auEff', 'immerseType'].map((k) => [
      k,
      Type.Optional(NULL),
    ]),
  ),
  musicId: Type.Optional(S),
  url: nullable(S),
  md5: nullable(S),
  type: nullable(S),
  level: nullable(S),
  encodeType: nullable(S),
  uf: NULL,
  canExtend: B,
  freeTrialInfo: NULL,
  freeTrialPrivilege: FreeTrialPrivilege,
  freeTimeTrialPrivilege: obj({ resConsumable: B, userConsumable: B, type: N, remainTime: N }),
});
export const SongUrlBody = obj({ code: N, data: Type.Array(UrlEntry) }, '每个 id 一项 · One entry per id');

const SearchArtist = obj({
  ...numbers('id', 'albumSize', 'picId', 'img1v1'),
  name: S,
  picUrl: NULL,
  alias: Type.Array(S),
  img1v1Url: S,
  trans: NULL,
});
const SearchSong = obj({
  ...numbers('id', 'duration', 'copyrightId', 'status', 'rtype', 'ftype', 'mvid', 'fee', 'mark'),
  name: S,
  alias: Type.Array(S),
  artists: Type.Array(SearchArtist),
  album: obj({
    ...numbers('id', 'publishTime', 'size', 'copyrightId', 'status', 'picId', 'mark'),
    name: S,
    artist: SearchArtist,
  }),
  rUrl: NULL,
});
export const SearchBody = obj(
  { code: N, result: obj({ songs: Type.Array(SearchSong), hasMore: B, songCount: N }) },
  '搜索结果（旧格式） · Search result, legacy format',
);

const Lyric = obj({ version: N, lyric: S });
export const LyricBody = obj(
  {
    code: N,
    uncollected: Type.Optional(B),
    nolyric: Type.Optional(B),
    sgc: B,
    sfy: B,
    qfy: B,
    lrc: Lyric,
    tlyric: Lyric,
    klyric: Lyric,
    romalrc: Lyric,
  },
  '歌词（lrc.lyric 总是存在） · Lyrics, lrc.lyric always present',
);

/** Proxy mode relays the upstream's JSON as it is: only `code` is known. */
export const UpstreamBody = Type.Object(
  { code: N },
  { additionalProperties: true, description: '上游原样返回 · The upstream answer as is' },
);

/** HTTP 200 carries a success body or, for a missing parameter, `{code: 400, msg, data: null}`. */
export const okOrFailure = <T extends TSchema>(body: T) => Type.Union([body, NcmFailure]);
