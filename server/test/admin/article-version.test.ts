import { STALE_VERSION } from '../../src/modules/admin/article/service';
import { useTestApp } from '../helpers';
import { actors, call, type AdminActors } from './guard';

// docs/behaviour.md §11.2: GET answers the article's version, PUT sends it back; a save from a stale
// copy is a 409 that changes nothing, never a silent overwrite.
describe('admin article versions', () => {
  const ctx = useTestApp();
  let who: AdminActors;
  beforeAll(async () => {
    who = await actors(ctx);
  });
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) =>
    call(ctx, who.admin.token, method, url, body);

  it('refuses the second of two saves made from the same copy', async () => {
    const body = { article_title: '版本', article_content: '第一版', category_name: '随笔', status: 'public' };
    const id = (await as('POST', '/api/admin/article', body)).json().result.id as number;
    const read = (await as('GET', `/api/admin/article/${id}`)).json().result;
    expect(read.version).toBe(1);

    const first = await as('PUT', `/api/admin/article/${id}`, { article_content: '甲的修改', version: 1 });
    expect(first.json()).toMatchObject({ code: 0, result: { id, version: 2 } });
    const second = await as('PUT', `/api/admin/article/${id}`, { article_content: '乙的修改', version: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 409, message: STALE_VERSION });
    const stored = (await as('GET', `/api/admin/article/${id}`)).json().result;
    expect(stored).toMatchObject({ article_content: '甲的修改', version: 2 });

    // Two tabs saving at once from version 2: one wins, the other is told.
    const racing = await Promise.all(
      ['丙', '丁'].map((text) => as('PUT', `/api/admin/article/${id}`, { article_content: text, version: 2 })),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await as('GET', `/api/admin/article/${id}`)).json().result.version).toBe(3);

    // A save that names no version (the list's pin switch) is not checked, and still raises it.
    expect((await as('PUT', `/api/admin/article/${id}`, { is_top: 1 })).json().result.version).toBe(4);
  });
});
