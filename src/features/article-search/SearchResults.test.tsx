import { render, screen } from '@testing-library/react';
import { SearchResults } from './SearchResults';

// docs/behaviour.md §9.2: a hit found by a tag or category named in the text says so.
test('a hit found by its tag or category says 标签：… / 分类：…; a title hit says nothing more', () => {
  const hit = (id: number, title: string) => ({ id, article_title: title, article_content: '正文' });
  const list = [
    hit(1, '我的 Redux 笔记'),
    { ...hit(2, '切片与选择器'), matchedBy: { kind: 'tag' as const, name: 'Redux' } },
    { ...hit(3, '索引怎么建'), matchedBy: { kind: 'category' as const, name: '数据库' } },
  ];
  render(
    <SearchResults
      query="Redux"
      pages={[{ current: 1, size: 8, total: 3, list }]}
      loading={false}
      loadingMore={false}
      hasMore={false}
      failed={false}
      onLoadMore={() => undefined}
      onOpen={() => undefined}
    />,
  );
  const results = screen.getAllByTestId('search-result');
  expect(results[0]).toHaveTextContent(/^我的 Redux 笔记正文$/);
  expect(results[1]).toHaveTextContent('标签：Redux');
  expect(results[2]).toHaveTextContent('分类：数据库');
  expect(screen.getAllByTestId('search-matched-by')).toHaveLength(2);
});
