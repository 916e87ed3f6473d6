import SQLite from 'better-sqlite3';
import { SSR_STATE_ID } from '@protocol/ssr';
import { seedDemoContent } from '../../src/db/seed';
import { useTestApp } from '../helpers';
import { decode } from '../page-meta/decode-html';
import { ensureRenderBundle, templateClientDir } from './render-bundle';

// docs/architecture.md "Server rendering": a rendered page's head is built from the data its body
// rendered: the article is read once per render, and one status decides both the head and the answer.

const STATE = new RegExp(`<script id="${SSR_STATE_ID}" type="application/json">([\\s\\S]*?)</script>`);
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** The article rows the server read while `run` ran (the statements that select an article's Markdown). */
async function articleReads(run: () => Promise<unknown>): Promise<number> {
  const prepare = jest.spyOn(SQLite.prototype, 'prepare');
  try {
    await run();
    return prepare.mock.calls.filter(([sql]) => sql.includes('article_content')).length;
  } finally {
    prepare.mockRestore();
  }
}

describe('one read and one status per rendered page', () => {
  const ssrEntry = ensureRenderBundle();
  const ctx = useTestApp({ prepare: seedDemoContent, env: { SSR_ENTRY: ssrEntry, CLIENT_DIR: templateClientDir() } });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'blog.example' } });

  it('an article: read once, its head titled with what the body shows', async () => {
    const row = await ctx.db
      .selectFrom('articles')
      .select(['id', 'article_title'])
      .where('status', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    let body = '';
    const reads = await articleReads(async () => {
      const res = await get(`/article?id=${row.id}`);
      expect(res.statusCode).toBe(200);
      body = res.body;
    });
    expect(reads).toBe(1);
    // The state the body hydrates from carries the same title the head names.
    const state = STATE.exec(body)?.[1] ?? '';
    expect(state).toContain(JSON.stringify(row.article_title).slice(1, -1));
    expect(titleOf(body)).toBe(`${row.article_title} - 砚`);
  });

  it('a private article: one read, one 404, the 404 head', async () => {
    const hidden = await ctx.db
      .selectFrom('articles')
      .select('id')
      .where('status', '!=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    let res = await get('/home');
    const reads = await articleReads(async () => {
      res = await get(`/article?id=${hidden.id}`);
    });
    expect(reads).toBe(1);
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('页面不存在 - 砚');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('an album the list does not hold: 404 with the 404 head, from the render alone', async () => {
    const res = await get('/photos?id=999999');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('页面不存在 - 砚');
    expect(res.body).not.toContain('rel="canonical"');
  });
});
