// Child process of bench/chat-fanout.ts: the real app on a temp database, listening on loopback.
// Answers IPC requests so the parent can read memory from the server's own process.
import type { AddressInfo } from 'node:net';
import { build, createUser } from '../server/test/helpers';

type Request = { kind: 'memory' } | { kind: 'stop' };

async function main(): Promise<void> {
  const ctx = await build();
  const sender = await createUser(ctx, { username: 'bench-sender', nick_name: '压测' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (ctx.app.server.address() as AddressInfo).port;
  process.send?.({ kind: 'ready', port, token: sender.token });
  process.on('message', async (request: Request) => {
    if (request.kind === 'memory') {
      // --expose-gc: measure live heap, not garbage waiting for collection.
      const gc = (globalThis as { gc?: () => void }).gc;
      for (let i = 0; i < 3; i += 1) gc?.();
      const mem = process.memoryUsage();
      process.send?.({
        kind: 'memory',
        heapUsed: mem.heapUsed,
        rss: mem.rss,
        external: mem.external,
        sockets: ctx.app.chatHub.size,
      });
    } else {
      await ctx.close();
      process.exit(0);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
