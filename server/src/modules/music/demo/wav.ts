/** Tags written into generated WAV files (read back by music-metadata like any tag). */
export interface WavTags {
  title?: string;
  artist?: string;
  album?: string;
  track?: number;
}

const syncsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

/**
 * An `id3 ` chunk holding an ID3v2.4 tag with UTF-8 text frames: RIFF INFO strings are Latin-1 by
 * definition, so Chinese titles travel in ID3, which music-metadata reads inside WAV files too.
 */
function id3Chunk(tags: WavTags): Buffer {
  const frames: Buffer[] = [];
  const frame = (id: string, value: string) => {
    const body = Buffer.concat([Buffer.from([3]), Buffer.from(value, 'utf8')]);
    frames.push(Buffer.concat([Buffer.from(id, 'ascii'), syncsafe(body.length), Buffer.from([0, 0]), body]));
  };
  if (tags.title) frame('TIT2', tags.title);
  if (tags.artist) frame('TPE1', tags.artist);
  if (tags.album) frame('TALB', tags.album);
  if (tags.track) frame('TRCK', String(tags.track));
  if (frames.length === 0) return Buffer.alloc(0);
  const body = Buffer.concat(frames);
  const tag = Buffer.concat([Buffer.from('ID3', 'ascii'), Buffer.from([4, 0, 0]), syncsafe(body.length), body]);
  const padded = tag.length % 2 === 1 ? Buffer.concat([tag, Buffer.from([0])]) : tag; // RIFF chunks are word-aligned
  const head = Buffer.alloc(8);
  head.write('id3 ', 0, 'ascii');
  head.writeUInt32LE(tag.length, 4);
  return Buffer.concat([head, padded]);
}

/** PCM 16-bit mono WAV from samples in [-1, 1]. */
export function encodeWav(samples: Float32Array, sampleRate: number, tags: WavTags = {}): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    data.writeInt16LE(Math.round(s * 32767), i * 2);
  }
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'ascii');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * 2, 16); // byte rate
  fmt.writeUInt16LE(2, 20); // block align
  fmt.writeUInt16LE(16, 22); // bits per sample
  const info = id3Chunk(tags);
  const dataHead = Buffer.alloc(8);
  dataHead.write('data', 0, 'ascii');
  dataHead.writeUInt32LE(data.length, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + fmt.length + info.length + dataHead.length + data.length, 4);
  riff.write('WAVE', 8, 'ascii');
  return Buffer.concat([riff, fmt, info, dataHead, data]);
}
