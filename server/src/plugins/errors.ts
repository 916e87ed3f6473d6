import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';
import { NUL_REFUSED } from './no-nul';
import { frameworkMessage } from './router-errors';

/** Turns an ajv error list into one Chinese sentence naming the field and why (docs/behaviour.md §1.2: 400). */
function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return `请求参数不合法：${error.message}`;
  const where = error.validationContext ?? 'body';
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const field = missing ?? first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const label = field;
  if (missing) return `缺少参数 ${label}`;
  switch (first.keyword) {
    case 'type':
      return `参数 ${label || where} 类型错误，应为 ${(first.params as { type?: string }).type}`;
    case 'maxLength':
      return `参数 ${label} 过长，最多 ${(first.params as { limit?: number }).limit} 个字符`;
    case 'minLength':
      return `参数 ${label} 过短，至少 ${(first.params as { limit?: number }).limit} 个字符`;
    case 'minimum':
      return `参数 ${label} 超出范围，最小为 ${(first.params as { limit?: number }).limit}`;
    case 'maximum':
      return `参数 ${label} 超出范围，最大为 ${(first.params as { limit?: number }).limit}`;
    case 'pattern':
      return `参数 ${label || where} 格式不正确`;
    // A union of literals (TypeBox) fails on each branch's `const` first.
    case 'const':
    case 'enum':
      return `参数 ${label} 取值不合法`;
    case 'additionalProperties':
      return `不支持的参数 ${(first.params as { additionalProperty?: string }).additionalProperty}`;
    default:
      return `参数 ${label || where} 不合法：${first.message ?? ''}`.trim();
  }
}

/**
 * The envelope and status rules of docs/behaviour.md §1.2 for every failure: AppError keeps its status and code,
 * schema failures are 400 with a Chinese sentence, malformed JSON 400, oversize 413, rate limits 429,
 * anything else 500 '服务端错误' with details only in the log.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A service of ours failing (the bucket, docs/deploy.md "Object storage") is the operator's to see.
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 400, message: describeValidation(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 429, message: error.message || '操作过于频繁，请稍后再试' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 413, message: frameworkMessage(413) });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: 415, message: frameworkMessage(415) });
    }
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ) {
      return reply.status(400).send({ code: 400, message: '请求体不是合法的 JSON' });
    }
    // The framework's and libraries' own 4xx texts are English and may echo the request
    // (docs/security.md "Every answer"): the client gets the Chinese sentence for the status.
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, message: frameworkMessage(status) });
    }
    // PostgreSQL refuses U+0000 in text (22021) and in JSON text (22P05): the client's input, a 400.
    if (error.code === '22021' || error.code === '22P05') {
      return reply.status(400).send({ code: 400, message: NUL_REFUSED });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: '服务端错误' });
  });
});
