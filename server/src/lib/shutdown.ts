import type { FastifyInstance } from 'fastify';

/** What a graceful stop needs; `exit` is process.exit outside tests. */
export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes the database after the app (its hooks may still write). */
  closeDatabase: () => Promise<void>;
  /** SHUTDOWN_DEADLINE_MS: the process is gone this long after the signal, whatever still runs. */
  deadlineMs: number;
  exit?: (code: number) => void;
}

/**
 * Stops the server on SIGTERM/SIGINT within a deadline (docs/deploy.md "Stopping"; systemd's
 * TimeoutStopSec is 15 s): no new connections; in-flight requests and sockets get half the deadline
 * to finish (image jobs stop after their current encode), then every connection and WebSocket is
 * cut so the app and the database can still close cleanly; if that has not happened by the
 * deadline, a warning names it and the process exits anyway. The timers are unref'd: a clean close
 * never waits on them. A second signal exits at once.
 */
export function stopOnSignals(options: ShutdownOptions): void {
  const shutdown = shutdownHandler(options);
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

/** The stop itself, for one signal or the next (stopOnSignals; tests call it without a signal). */
export function shutdownHandler({ app, closeDatabase, deadlineMs, exit = process.exit }: ShutdownOptions) {
  let closing = false;
  return async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal, deadlineMs }, 'shutting down');
    const cut = setTimeout(() => cutConnections(app), Math.floor(deadlineMs / 2));
    const deadline = setTimeout(() => {
      app.log.warn({ deadlineMs }, 'shutdown deadline passed with work still running: exiting');
      exit(1);
    }, deadlineMs);
    cut.unref();
    deadline.unref();
    try {
      await app.close();
      await closeDatabase();
      clearTimeout(deadline);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    } finally {
      clearTimeout(cut);
    }
  };
}

/** Ends what still holds the server open: requests that never finish, sockets that never answer. */
function cutConnections(app: FastifyInstance): void {
  const sockets = app.websocketServer?.clients.size ?? 0;
  app.log.info({ sockets }, 'shutdown: closing the connections still open');
  app.server.closeAllConnections();
  for (const client of app.websocketServer?.clients ?? []) client.terminate();
}
