import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a random loopback port (real sockets: timing, source addresses). */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * One HTTP request over a real socket from `localAddress` (any 127.x.y.z works on Linux), the body
 * written in `chunkSize` pieces so the server sees it arrive as a browser would send it.
 */
export function rawRequest(
  port: number,
  options: {
    method: string;
    path: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer;
    localAddress?: string;
    chunkSize?: number;
    /** Stop writing after this many bytes for a moment, so the server reads a chunk that ends exactly there. */
    pauseAt?: number;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // The server may answer 413 and close before the whole body is written.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    const body = options.body ?? Buffer.alloc(0);
    const size = options.chunkSize ?? 64 * 1024;
    const writeRange = (from: number, to: number) => {
      for (let at = from; at < to; at += size) request.write(body.subarray(at, Math.min(at + size, to)));
    };
    const pauseAt = options.pauseAt ?? body.length;
    writeRange(0, pauseAt);
    setTimeout(
      () => {
        writeRange(pauseAt, body.length);
        request.end();
      },
      pauseAt < body.length ? 50 : 0,
    );
  });
}

/** A one-file multipart/form-data body as a browser's FormData sends it. */
export function multipartBody(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----inkstone-security-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    /** Where the file's bytes start in `body`. */
    contentOffset: Buffer.byteLength(head),
  };
}

/** A PNG signature followed by `size - 8` filler bytes (the server sniffs only the signature). */
export function pngOfSize(size: number, fill = 7): Buffer {
  const out = Buffer.alloc(size, fill);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out);
  return out;
}

/**
 * For socket attacks: the app listens on a real port before the file's tests, and every socket a
 * test opens through `track` is closed after it.
 */
export function useLiveSockets<S extends { close(): void }>(ctx: { app: FastifyInstance }) {
  const open: S[] = [];
  const live = {
    port: 0,
    track: (socket: S): S => {
      open.push(socket);
      return socket;
    },
  };
  beforeAll(async () => {
    live.port = await listen(ctx.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  return live;
}
