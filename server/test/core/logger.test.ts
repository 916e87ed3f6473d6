import { Writable } from 'node:stream';
import { chooseLogFormat, loggerOptions, parseLogFormat } from '../../src/lib/logger';
import { build } from '../helpers';

describe('logger options: readable on a terminal, JSON elsewhere', () => {
  it('reads LOG_FORMAT and refuses anything but json or pretty', () => {
    expect(parseLogFormat(undefined)).toBeNull();
    expect(parseLogFormat('')).toBeNull();
    expect(parseLogFormat('json')).toBe('json');
    expect(parseLogFormat('pretty')).toBe('pretty');
    expect(() => parseLogFormat('yaml')).toThrow('LOG_FORMAT');
  });

  it('chooses pretty only for a terminal, unless LOG_FORMAT says otherwise', () => {
    expect(chooseLogFormat(null, true)).toBe('pretty');
    expect(chooseLogFormat(null, false)).toBe('json');
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });

  it('gives JSON the default stdout and pretty its own stream, both redacting credentials', () => {
    const json = loggerOptions('info', 'json');
    const pretty = loggerOptions('warn', 'pretty');
    expect(json).toEqual({ level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] });
    expect(pretty).toMatchObject({ level: 'warn', redact: ['req.headers.authorization', 'req.headers.cookie'] });
    expect((pretty as { stream?: unknown }).stream).toBeInstanceOf(Writable);
  });
});

/** JSON log lines written by an app at `level` while it answers one request. */
async function linesForOneRequest(level: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const ctx = await build({ logger: { level, stream } });
  try {
    await ctx.app.inject({ method: 'GET', url: '/api/does/not/exist' });
  } finally {
    await ctx.close();
  }
  return lines;
}

describe('request lines', () => {
  it('are not written at info level', async () => {
    const lines = await linesForOneRequest('info');
    expect(lines.filter((line) => line.url !== undefined || line.req !== undefined)).toEqual([]);
  });

  it('are written at debug level: method, url and status in one line', async () => {
    const lines = await linesForOneRequest('debug');
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ level: 20, method: 'GET', url: '/api/does/not/exist', statusCode: 404 }),
    ]);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(false);
  });
});
