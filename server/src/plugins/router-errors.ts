import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { securityHeaderValues } from './security-headers';

/**
 * Chinese sentences for the failures Fastify and Node answer on their own (docs/behaviour.md §1.2:
 * every answer is the `{code, message}` envelope; docs/security.md "Every answer"). Also used by
 * plugins/errors.ts for framework errors that reach the error handler with an English message.
 */
export const FRAMEWORK_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求格式不正确',
  404: '接口没有找到',
  405: '不支持的请求方法',
  408: '请求超时',
  411: '缺少请求长度',
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的请求内容类型',
  431: '请求头过大',
};

export const BAD_URL_MESSAGE = '请求地址不合法';

/** The envelope of a framework-level failure: never the raw path or the framework's English text. */
export function frameworkMessage(status: number): string {
  return FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400];
}

type RouterErrorOptions = Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * Fastify options for the two kinds of answers written before any route or hook runs, so they miss
 * helmet's onRequest hook: a path the router cannot decode (`/%zz`) or one past the parameter length
 * (frameworkErrors), and a request Node's parser refuses (clientErrorHandler: bad request line, huge
 * headers, timeout). Both get the site's security headers and the Chinese envelope like every other
 * answer (docs/security.md "Every answer"), and they are client mistakes: logged at debug only.
 */
export function routerErrorOptions(template: string | null | undefined): RouterErrorOptions {
  const headers = securityHeaderValues(template);
  return {
    frameworkErrors(error: FastifyError, request, generic) {
      // The option's type is generic over route schemas these answers never have.
      const reply = generic as unknown as FastifyReply;
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      request.log.debug({ code: error.code }, 'request refused by the router');
      const message = status === 400 ? BAD_URL_MESSAGE : frameworkMessage(status);
      void reply.status(status).headers(headers).send({ code: status, message });
    },
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
      // A reset connection has nobody left to answer (Node's own rule).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      this.log.debug({ code: error.code }, 'unreadable request');
      if (socket.writable) {
        const body = JSON.stringify({ code: status, message: frameworkMessage(status) });
        const lines = [
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        ];
        socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/**
 * The methods a path has its own route for. The SPA's catch-all GET (render/pages.ts) does not count:
 * it answers every path, so it would make every unknown POST a 405.
 */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route !== null && !('*' in (route.params as Record<string, string>));
  });
}

/**
 * The root not-found answer: 405 with `Allow` when the path exists only under other methods, otherwise the
 * 404 envelope of docs/behaviour.md §1.2 (unknown API paths).
 */
export function answerNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const allowed = allowedMethods(app, request.url);
  // A route of this very method that found nothing (a missing file, a refused path) is a plain 404.
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .status(405)
      .header('Allow', allowed.join(', '))
      .send({ code: 405, message: frameworkMessage(405) });
  }
  return reply.status(404).send({ code: 404, message: frameworkMessage(404) });
}
