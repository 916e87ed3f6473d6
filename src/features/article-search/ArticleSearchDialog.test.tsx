import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { encodeText } from '@/shared/lib/storageCodec';
import { ArticleSearchButton } from './ArticleSearchButton';
import { loadHistory, SEARCH_HISTORY_KEY } from './searchHistory';

jest.setTimeout(20_000);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
function App() {
  return (
    <>
      <ArticleSearchButton />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

const hit = (id: number, title: string, snippet: string) => ({ id, article_title: title, article_content: snippet });
const page = (current: number, total: number, list: unknown[]) => ({ current, size: 8, total, list });
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const answer =
  (result: unknown, delayMs = 0) =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { body: { code: 0, message: 'ok', result } };
  };

describe('article search dialog', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  beforeEach(async () => {
    localStorage.clear();
    api = await startLocalApi({
      'GET /api/article/getHotArticle': answer(
        [1, 2, 3, 4, 5].map((id) => ({ id, article_title: `热门${id}`, view_times: 100 - id })),
      ),
      // The older text answers last: it must not replace the newer text's results.
      'GET /api/article/searchArticles/re/1': answer(page(1, 1, [hit(8, '旧的结果 re', 're…')]), 900),
      'GET /api/article/searchArticles/react/1': answer(
        page(1, 1, [hit(3, 'React 入门', '学习 React 与 <b>hooks</b>')]),
      ),
      'GET /api/article/searchArticles/%E7%A0%9A/1': answer(page(1, 0, [])),
      // 10 articles contain 墨: a page of 8, then the last 2.
      'GET /api/article/searchArticles/%E5%A2%A8/1': answer(
        page(
          1,
          10,
          ids(1, 8).map((id) => hit(id, `墨${id}`, '…')),
        ),
      ),
      'GET /api/article/searchArticles/%E5%A2%A8/2': answer(
        page(
          2,
          10,
          ids(9, 10).map((id) => hit(id, `墨${id}`, '…')),
        ),
      ),
    });
  });
  afterEach(() => api.close());

  it('opens from the header icon and shows the top-5 hot articles with their ranks', async () => {
    renderWithProviders(<App />);
    await userEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    const hot = await screen.findAllByTestId('hot-article');
    expect(hot).toHaveLength(5);
    expect(within(hot[0]).getByLabelText('第 1 名')).toHaveTextContent('1');
    await userEvent.click(hot[1]);
    expect(screen.getByTestId('where')).toHaveTextContent('/article?id=2');
  });

  it('opens with Ctrl+K and with / but not while typing in a field', async () => {
    renderWithProviders(
      <>
        <input aria-label="别处的输入框" />
        <App />
      </>,
    );
    await userEvent.type(screen.getByLabelText('别处的输入框'), '/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(document.body);
    await userEvent.keyboard('/');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('shows results as you type, highlighted, and a late older answer never replaces them', async () => {
    renderWithProviders(<App />);
    await userEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    const input = await screen.findByRole('textbox', { name: '搜索文章' });
    await userEvent.type(input, 're');
    await waitFor(() => expect(api.calls('GET /api/article/searchArticles/re/1')).toHaveLength(1));
    await userEvent.type(input, 'act');
    // Until the debounce settles 're' is still the query, and on a slow machine its answer can show
    // for that moment; what matters is what follows once 'react' is asked.
    await waitFor(() => expect(api.calls('GET /api/article/searchArticles/react/1')).toHaveLength(1));
    const result = await screen.findByTestId('search-result');
    expect(result).toHaveTextContent('React 入门');
    expect(within(result).getAllByText(/^react$/i, { selector: 'mark' })).toHaveLength(2);
    // markup in a snippet stays text
    expect(result).toHaveTextContent('学习 React 与 <b>hooks</b>');
    expect(result.querySelector('b')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the stale 're' answer arrives
    expect(screen.getAllByTestId('search-result')).toHaveLength(1);
    expect(screen.queryByText('旧的结果 re')).not.toBeInTheDocument();
    await userEvent.click(result);
    expect(screen.getByTestId('where')).toHaveTextContent('/article?id=3');
    expect(loadHistory(localStorage)).toEqual(['react']);
  });

  it('says how many articles were found and loads more until all are shown', async () => {
    renderWithProviders(<App />);
    await userEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    await userEvent.type(await screen.findByRole('textbox', { name: '搜索文章' }), '墨');
    expect(await screen.findByText('找到 10 篇')).toBeInTheDocument();
    expect(screen.getAllByTestId('search-result')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(10));
    expect(screen.getAllByTestId('search-result')[9]).toHaveTextContent('墨10');
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/article/searchArticles/%E5%A2%A8/2')).toHaveLength(1);
  });

  it('is anchored at the top of the window, so it does not move when results arrive', async () => {
    renderWithProviders(<App />);
    await userEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    const container = (await screen.findByRole('dialog')).closest('.MuiDialog-container');
    expect(container).not.toBeNull();
    expect(getComputedStyle(container as Element).alignItems).toBe('flex-start');
  });

  it('says when nothing matches; Enter remembers the search; history tags refill it; clear empties it', async () => {
    renderWithProviders(<App />);
    await userEvent.click(screen.getByRole('button', { name: '搜索文章' }));
    const input = await screen.findByRole('textbox', { name: '搜索文章' });
    await userEvent.type(input, '砚{Enter}');
    expect(await screen.findByText('没有找到相关文章')).toBeInTheDocument();
    expect(localStorage.getItem(encodeText(SEARCH_HISTORY_KEY))).not.toBeNull();
    await userEvent.clear(input);
    const tag = await screen.findByTestId('history-tag');
    expect(tag).toHaveTextContent('砚');
    await userEvent.click(tag);
    expect(input).toHaveValue('砚');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.queryByTestId('history-tag')).not.toBeInTheDocument();
    expect(localStorage.getItem(encodeText(SEARCH_HISTORY_KEY))).toBeNull();
  });
});
