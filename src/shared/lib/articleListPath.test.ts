import { articleListPath, parseArticleListQuery } from './articleListPath';

describe('articleListPath', () => {
  it('builds the query with the name encoded', () => {
    expect(articleListPath({ type: 'tag', id: 3, name: 'C++ & Rust' })).toBe(
      '/articleList?id=3&type=tag&name=C%2B%2B+%26+Rust',
    );
  });
  it('parses what it builds', () => {
    const path = articleListPath({ type: 'category', id: 7, name: '前端开发' });
    expect(parseArticleListQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      type: 'category',
      id: 7,
      name: '前端开发',
    });
  });
  it('refuses a bad id or type', () => {
    expect(parseArticleListQuery(new URLSearchParams('id=abc&type=tag'))).toBeNull();
    expect(parseArticleListQuery(new URLSearchParams('id=0&type=tag'))).toBeNull();
    expect(parseArticleListQuery(new URLSearchParams('id=2&type=user'))).toBeNull();
    expect(parseArticleListQuery(new URLSearchParams('id=2&type=tag'))).toEqual({ id: 2, type: 'tag', name: '' });
  });
});
