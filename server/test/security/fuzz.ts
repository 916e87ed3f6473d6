import net from 'node:net';

/** A small seeded generator (mulberry32): the same seed gives the same fuzz run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick };
}
export type Random = ReturnType<typeof seeded>;

/** Strings a careless or hostile client sends. */
const NASTY = [
  '',
  ' ',
  'a',
  '中文',
  '\u0000',
  'abc\u0000def',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '</script><script>alert(1)</script>',
  '")}</style><meta http-equiv="refresh" content="0">',
  'javascript:alert(1)',
  '/uploads/../../blog.db',
  '\u2028\u2029',
  '\ud800',
  'x'.repeat(600),
  '-1',
  '1e309',
  'NaN',
  '{"a":1}',
];

/** A random JSON value a few levels deep. */
export function randomValue(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 2 ? 5 : 7);
  switch (kind) {
    case 0:
      return random.pick(NASTY);
    case 1:
      return random.pick([0, -1, 1, 2, 3, 1.5, 2_147_483_648, 1e21, Number.MAX_SAFE_INTEGER]);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return Math.floor(random.next() * 100);
    case 4:
      return String.fromCharCode(...Array.from({ length: random.int(12) }, () => random.int(0x3000)));
    case 5:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return randomObject(random, depth + 1);
  }
}

const KEYS = [
  'id',
  'current',
  'size',
  'content',
  'type',
  'for_id',
  'message',
  'tag',
  'url',
  'idList',
  'status',
  'keyword',
  'text',
  'last_id',
  'username',
  'password',
  '__proto__',
  'constructor',
];

export function randomObject(random: Random, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let i = random.int(5); i > 0; i -= 1) out[random.pick(KEYS)] = randomValue(random, depth);
  return out;
}

/** A path segment: a number, a word, or something a router and a parser must survive. */
export function randomSegment(random: Random): string {
  return random.pick([
    '1',
    '0',
    '-1',
    '999999999999',
    'abc',
    '%E4%B8%AD',
    '%',
    '%zz',
    '%00',
    '..',
    '%2e%2e',
    '1.5',
    'NaN',
  ]);
}

/** One masked client frame (RFC 6455), with any opcode and a declared length that may lie. */
export function wsFrame(opcode: number, payload: Buffer, declaredLength = payload.length, fin = true): Buffer {
  const head: number[] = [(fin ? 0x80 : 0) | (opcode & 0x0f)];
  if (declaredLength < 126) head.push(0x80 | declaredLength);
  else if (declaredLength < 65536) head.push(0x80 | 126, declaredLength >> 8, declaredLength & 0xff);
  else {
    head.push(0x80 | 127);
    const size = Buffer.alloc(8);
    size.writeBigUInt64BE(BigInt(declaredLength));
    head.push(...size);
  }
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]));
  return Buffer.concat([Buffer.from(head), mask, masked]);
}

/** Opens /ws over a raw TCP socket (so broken frames can be written) and resolves once upgraded. */
export function rawWebSocket(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.once('connect', () =>
      socket.write(
        'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.once('data', (chunk) =>
      chunk.toString().startsWith('HTTP/1.1 101') ? resolve(socket) : reject(new Error(chunk.toString())),
    );
    setTimeout(() => reject(new Error('no upgrade')), 3000).unref();
  });
}

/** Log lines written at `level` or above (pino's numbers: 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [key: string]: unknown;
}

/** A pino destination that keeps every line, for asserting what the server logged. */
export function logCollector() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    /** Error-level lines, and warn lines carrying a stack: what a client's mistake must never write. */
    noisy: () => lines.filter((line) => line.level >= 50 || (line.level >= 40 && Boolean(line.err?.stack))),
  };
}
