import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as it arrived: method, path with query, parsed JSON body. */
export interface ReceivedRequest {
  method: string;
  url: string;
  contentType: string;
  body: unknown;
}

export interface Answer {
  status: number;
  body: string;
}

/** A real HTTP server on 127.0.0.1 (port 0) that records each request and answers from a queue. */
export interface WebhookReceiver {
  base: string;
  received: ReceivedRequest[];
  /** Answers for the next requests, in order; when empty, `200 {"ok":true}` or the default set. */
  answers: Answer[];
  setDefault(answer: Answer): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const answers: Answer[] = [];
  let fallback: Answer = { status: 200, body: '{"ok":true}' };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      const answer = answers.shift() ?? fallback;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    answers,
    setDefault(answer) {
      fallback = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
