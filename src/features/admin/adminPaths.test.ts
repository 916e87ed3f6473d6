import { idAfter } from './adminPaths';

describe('admin address ids', () => {
  it('reads the number after a segment, or new', () => {
    expect(idAfter('/admin/articles/12', 'articles')).toBe(12);
    expect(idAfter('/admin/articles/12/', 'articles')).toBe(12);
    expect(idAfter('/admin/articles/new', 'articles')).toBe('new');
    expect(idAfter('/admin/albums/x1', 'albums')).toBe('new');
  });
});
