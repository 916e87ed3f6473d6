// A throwaway PostgreSQL server for server/test/postgres: PGlite (PostgreSQL in WebAssembly, in
// memory) behind pglite-socket's wire-protocol server on a free loopback port. Runs as its own
// process because PGlite loads itself with dynamic import(), which Jest's CommonJS runtime cannot.
// Prints `listening <host:port>` once ready; stops on SIGTERM or when stdin closes.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

// pg_trgm backs article search on PostgreSQL (migration 002's GIN indexes).
const db = await PGlite.create({ extensions: { pg_trgm } });
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
