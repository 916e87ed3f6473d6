import zlib from 'node:zlib';
import { encodePng } from '../fixtures/png';
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

/** The 1×1 picture pngOfSize pads: what is stored of it, the private padding chunk dropped (docs/security.md "Photo metadata"). */
export const onePixelPng = (fill = 7): Buffer => encodePng(1, 1, new Uint8Array([fill, fill, fill]));

/**
 * A valid 1×1 PNG of exactly `size` bytes: the filler goes into a private ancillary chunk (`inKs`,
 * which decoders skip), so the server's full decode accepts it. Different fills, different images.
 */
export function pngOfSize(size: number, fill = 7): Buffer {
  const base = onePixelPng(fill);
  const iend = base.length - 12;
  const length = size - base.length - 12;
  const chunk = Buffer.alloc(12 + length, fill);
  chunk.writeUInt32BE(length, 0);
  chunk.write('inKs', 4, 'latin1');
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + length)), 8 + length);
  return Buffer.concat([base.subarray(0, iend), chunk, base.subarray(iend)]);
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
