import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { coverImage } from './demo/cover';
import type { MusicLibrary } from './library';
import type { Album } from './model';
import { NOT_FOUND_BODY } from './ncm';
import { AUDIO_TYPES } from './scan';
import { binary } from '../../lib/response-schemas';
import { parseRange } from '../../lib/byte-range';
import { NcmFailure } from './schemas';

// The music tests check the parser where audio uses it.
export { parseRange };

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const FileParams = Type.Object({ file: Type.String({ description: '<id>.<扩展名> · <id>.<extension>' }) });
/** A cover always answers: the album's, an embedded picture, or a generated placeholder. */
const coverSchema = (summary: string) => ({
  tags: ['music'],
  summary,
  params: FileParams,
  response: { 200: binary(IMAGE_TYPES, '封面图片 · Cover image'), 500: NcmFailure },
});

function imageType(bytes: Buffer): string {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 3).toString('latin1') === 'GIF') return 'image/gif';
  if (bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return 'application/octet-stream';
}

let placeholder: Promise<Buffer> | null = null;
/** Drawn once, on the first cover-less album asked for. */
const placeholderCover = (): Promise<Buffer> => (placeholder ??= coverImage(210, 320));
const idFrom = (file: string) => Number(file.split('.')[0]);

function sendImage(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.header('Cache-Control', 'public, max-age=3600').type(imageType(bytes)).send(bytes);
}

/** The image object, or null when it is gone (or the store cannot answer): the caller falls back. */
const readCover = (library: MusicLibrary, key: string | null) =>
  key ? library.store.read(key).catch(() => null) : Promise.resolve(null);

async function albumCover(library: MusicLibrary, album: Album | undefined): Promise<Buffer> {
  const file = await readCover(library, album?.coverKey ?? null);
  if (file) return file;
  if (album?.embeddedCover) return Buffer.from(album.embeddedCover.data);
  return placeholderCover();
}

/**
 * Audio with HTTP Range (docs/behaviour.md §7.5) and covers: `/media/audio/:id.:ext`, `/media/cover/...`,
 * streamed from the library's store. Never a redirect to S3_PUBLIC_URL, unlike uploads: the player
 * loads audio with crossOrigin="anonymous", which a bucket without CORS headers would refuse
 * (docs/deploy.md "Object storage").
 */
export function registerMedia(fastify: FastifyInstance, library: MusicLibrary): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const audio = binary([...new Set(Object.values(AUDIO_TYPES))], '音频 · Audio bytes');
  const audioSchema = {
    tags: ['music'],
    summary: '音频文件（支持 Range） · Audio file, with HTTP Range',
    params: FileParams,
    response: {
      200: audio,
      206: { ...audio, description: '请求的字节范围 · The requested byte range' },
      404: NcmFailure,
      416: NcmFailure,
      500: NcmFailure,
    },
  };
  app.get('/media/audio/:file', { schema: audioSchema }, async (request, reply) => {
    const lib = await library.current();
    const track = lib.byId.get(idFrom(request.params.file));
    // The store's size, not the scan's: the object may have been replaced since.
    const info = track ? await library.store.head(track.rel) : null;
    if (!track || !info) return reply.status(404).send({ ...NOT_FOUND_BODY });
    const { size } = info;
    reply.header('Accept-Ranges', 'bytes');
    const header = request.headers.range;
    const range = header ? parseRange(header, size) : null;
    if (range === 'invalid') {
      return reply
        .status(416)
        .header('Content-Range', `bytes */${size}`)
        .send({ code: 416, msg: 'Range Not Satisfiable' });
    }
    const body = await library.store.get(track.rel, range ?? undefined);
    if (!body) return reply.status(404).send({ ...NOT_FOUND_BODY });
    reply.type(AUDIO_TYPES[track.ext] ?? 'application/octet-stream');
    if (!range) return reply.header('Content-Length', size).send(body);
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', range.end - range.start + 1)
      .send(body);
  });

  app.get('/media/cover/album/:file', { schema: coverSchema('专辑封面 · Album cover') }, async (request, reply) => {
    const lib = await library.current();
    return sendImage(reply, await albumCover(library, lib.albums.get(idFrom(request.params.file))));
  });

  app.get(
    '/media/cover/playlist/:file',
    { schema: coverSchema('歌单封面 · Playlist cover') },
    async (request, reply) => {
      const lib = await library.current();
      const playlist = lib.playlistById.get(idFrom(request.params.file));
      // Without its own cover, a playlist shows its first song's album cover.
      const own = await readCover(library, playlist?.coverKey ?? null);
      return sendImage(reply, own ?? (await albumCover(library, playlist?.tracks[0]?.album)));
    },
  );

  // Search songs carry artist img1v1Url; an artist's picture is the cover of one of their albums.
  app.get(
    '/media/cover/artist/:file',
    { schema: coverSchema('歌手图片（其专辑封面） · Artist picture, one of their album covers') },
    async (request, reply) => {
      const lib = await library.current();
      const id = idFrom(request.params.file);
      const track = lib.tracks.find((t) => t.artists.some((a) => a.id === id));
      return sendImage(reply, await albumCover(library, track?.album));
    },
  );
}
