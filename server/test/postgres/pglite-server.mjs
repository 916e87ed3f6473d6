// A throwaway PostgreSQL server for server/test/postgres: PGlite (PostgreSQL in WebAssembly, in
// memory) behind pglite-socket's wire-protocol server on a free loopback port. Runs as its own
// process because PGlite loads itself with dynamic import(), which Jest's CommonJS runtime cannot.
// Prints `listening <host:port>` once ready; stops on SIGTERM or when stdin closes.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create();
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
await server.start();
console.log(`listening ${server.getServerConn()}`);

const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
