import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/** Reads LOG_FORMAT: 'json', 'pretty', or empty (decided by the terminal). */
export function parseLogFormat(value: string | undefined): LogFormat | null {
  if (value === undefined || value === '') return null;
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`环境变量 LOG_FORMAT 只能是 json 或 pretty，收到 "${value}"`);
}

/**
 * An explicit LOG_FORMAT wins; otherwise a terminal gets readable lines and anything else (a pipe, a
 * log collector, a service manager) gets one JSON object per line.
 */
export function chooseLogFormat(explicit: LogFormat | null, stdoutIsTTY: boolean): LogFormat {
  return explicit ?? (stdoutIsTTY ? 'pretty' : 'json');
}

/** Never written to a log, whatever the level. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/** Fastify logger options for a level and a format; pretty output is written synchronously to stdout. */
export function loggerOptions(level: string, format: LogFormat): NonNullable<FastifyServerOptions['logger']> {
  if (format === 'json') return { level, redact: REDACT };
  const stream = pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true });
  return { level, redact: REDACT, stream };
}

/**
 * Fastify's request lines, quieted: nothing on arrival, one `request` line at debug level when the
 * answer is sent (method, url, status, milliseconds), unknown routes at debug too. A request that
 * failed with an error is still logged at error level.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    reply.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}
