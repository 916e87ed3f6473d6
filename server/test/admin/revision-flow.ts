import { countWords } from '@protocol/wordCount';
import { NO_SUCH_REVISION } from '../../src/modules/admin/article/revision-queries';
import type { TestContext } from '../helpers';
import { call, expectGuarded, type AdminActors } from './guard';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * docs/behaviour.md §11.3 end to end, run on SQLite and on PostgreSQL: every save keeps a revision,
 * an autosave leaves the article alone, restore brings a revision back and is itself a revision.
 */
export async function revisionRoundTrip(ctx: TestContext, who: AdminActors): Promise<void> {
  const as = async (method: Method, url: string, body?: Record<string, unknown>) => {
    const answer = await call(ctx, who.admin.token, method, url, body);
    return { status: answer.statusCode, json: answer.json() };
  };
  const first = '第一版的正文，共有十几个字。';
  const body = {
    article_title: '修订',
    article_content: first,
    category_name: '随笔',
    tagNameList: ['甲', '乙'],
    status: 'public',
  };
  const id = (await as('POST', '/api/admin/article', body)).json.result.id as number;
  const second = `${first}后来又加了一句话。`;
  await as('PUT', `/api/admin/article/${id}`, { article_content: second, version: 1 });
  await as('PUT', `/api/admin/article/${id}`, { status: 'private', version: 2 });

  const listed = (await as('GET', `/api/admin/article/${id}/revisions`)).json.result;
  expect(listed.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
    ['manual', 'private'],
    ['manual', 'public'],
    ['manual', 'public'],
  ]);
  expect(listed[2]).toMatchObject({ word_count: countWords(first), word_delta: countWords(first) });
  expect(listed[1].word_delta).toBe(countWords(second) - countWords(first));
  expect(listed[0]).toMatchObject({ word_delta: 0, author_id: who.admin.id, authorName: expect.any(String) });
  expect(listed[0]).not.toHaveProperty('article_content');

  // An autosave: kept as a revision, the article and its version untouched; the same text twice is one.
  const draft = { article_title: '修订（未保存）', article_content: '还没保存的改动' };
  const saved = await as('PUT', `/api/admin/article/${id}/autosave`, draft);
  expect(saved.json).toMatchObject({ code: 0, result: { revisionId: expect.any(Number) } });
  const again = await as('PUT', `/api/admin/article/${id}/autosave`, draft);
  expect(again.json.result.revisionId).toBe(saved.json.result.revisionId);
  const article = (await as('GET', `/api/admin/article/${id}`)).json.result;
  expect(article).toMatchObject({ article_content: second, version: 3, status: 'private' });
  const withAutosave = (await as('GET', `/api/admin/article/${id}/revisions`)).json.result;
  expect(withAutosave).toHaveLength(4);
  expect(withAutosave[0]).toMatchObject({ kind: 'autosave', article_title: draft.article_title });

  // One revision whole, then restore the first: text and front fields back, status kept.
  const oldest = listed[2].id as number;
  const whole = (await as('GET', `/api/admin/article/${id}/revisions/${oldest}`)).json.result;
  expect(whole).toMatchObject({ article_content: first, category_name: '随笔', tagNameList: ['甲', '乙'] });
  await as('PUT', `/api/admin/article/${id}`, { tagNameList: ['丙'], article_title: '改过的标题' });
  const restored = await as('POST', `/api/admin/article/${id}/revisions/${oldest}/restore`);
  expect(restored.json).toMatchObject({ code: 0, result: { id, version: 5 } });
  const after = (await as('GET', `/api/admin/article/${id}`)).json.result;
  expect(after).toMatchObject({ article_title: '修订', article_content: first, tagNameList: ['甲', '乙'] });
  expect(after).toMatchObject({ status: 'private', version: 5 });
  const top = (await as('GET', `/api/admin/article/${id}/revisions`)).json.result[0];
  expect(top).toMatchObject({ id: restored.json.result.revisionId, kind: 'manual', article_title: '修订' });

  // Another article's revision, a missing one, a missing article: 404 with a Chinese message.
  const otherId = (await as('POST', '/api/admin/article', { ...body, article_title: '别的' })).json.result.id;
  const foreign = await as('GET', `/api/admin/article/${otherId}/revisions/${oldest}`);
  expect([foreign.status, foreign.json.message]).toEqual([404, NO_SUCH_REVISION]);
  const restoreForeign = await as('POST', `/api/admin/article/${otherId}/revisions/${oldest}/restore`);
  expect(restoreForeign.status).toBe(404);
  expect((await as('GET', '/api/admin/article/999999/revisions')).json).toEqual({ code: 404, message: '文章不存在' });
  expect((await as('PUT', '/api/admin/article/999999/autosave', draft)).status).toBe(404);
  await expectGuarded(ctx, who, 'GET', `/api/admin/article/${id}/revisions`);
  await expectGuarded(ctx, who, 'PUT', `/api/admin/article/${id}/autosave`, { article_title: 1 });

  // Deleting the article takes its revisions with it.
  await as('DELETE', `/api/admin/article/${id}`);
  const left = await ctx.db.selectFrom('article_revisions').select('id').where('article_id', '=', id).execute();
  expect(left).toEqual([]);
}
