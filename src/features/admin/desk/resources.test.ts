import { deskRequest } from './deskTables';
import { asPage, batches, listQuery } from './resources';

describe('admin list queries', () => {
  it('carries paging, a trimmed keyword and only the filters that are set', () => {
    expect(listQuery({ current: 2, size: 10, keyword: '  砚 ', filters: { status: 'public', type: '' } })).toBe(
      'current=2&size=10&keyword=%E7%A0%9A&status=public',
    );
    expect(listQuery({ current: 1, size: 20, keyword: '   ' })).toBe('current=1&size=20');
  });

  it('asks each operation at the route of its contract', () => {
    expect(deskRequest('article', 'list', { query: 'current=1&size=10' })).toEqual({
      url: '/admin/article?current=1&size=10',
      method: 'GET',
    });
    expect(deskRequest('talk', 'create', { body: { content: '砚' } })).toEqual({
      url: '/admin/talk',
      method: 'POST',
      body: { content: '砚' },
    });
    expect(deskRequest('user', 'update', { id: 3, body: { role: 1 } })).toMatchObject({
      url: '/admin/user/3',
      method: 'PUT',
    });
    expect(deskRequest('series', 'remove', { id: 4 })).toEqual({ url: '/admin/series/4', method: 'DELETE' });
    expect(deskRequest('chat', 'bulkDelete', { body: { idList: [1] } })).toMatchObject({
      url: '/admin/chat/delete',
      method: 'POST',
    });
  });
});

describe('whole-array lists', () => {
  const rows = [
    { id: 1, route_name: 'home' },
    { id: 2, route_name: 'talk' },
    { id: 3, route_name: 'photos' },
  ];
  it('are searched and paged in the browser', () => {
    expect(asPage(rows, { current: 1, size: 2 })).toEqual({ current: 1, size: 2, total: 3, list: rows.slice(0, 2) });
    expect(asPage(rows, { current: 2, size: 2 }).list).toEqual([rows[2]]);
    expect(asPage(rows, { current: 1, size: 10, keyword: 'TALK' }).list).toEqual([rows[1]]);
  });
  it('leave server pages alone', () => {
    const page = { current: 3, size: 10, total: 21, list: rows };
    expect(asPage(page, { current: 3, size: 10 })).toBe(page);
  });
});

describe('bulk batches', () => {
  it('split at the bulk limit', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batches([])).toEqual([]);
  });
});
