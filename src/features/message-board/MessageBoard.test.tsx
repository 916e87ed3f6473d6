import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { mockReducedMotion } from '@/shared/testing/matchMedia';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { forgetBoardFilter } from './boardMemory';
import { boardMessage, startBoardServer } from '@/shared/testing/messageBoardServer';
import { MessageBoard } from './MessageBoard';

const messages = Array.from({ length: 15 }, (_, index) => boardMessage(15 - index));
// Pages of cards render on a shared, busy machine: give each wait more room than 1 s.
configure({ asyncUtilTimeout: 4000 });

let server: Awaited<ReturnType<typeof startBoardServer>>;
let restoreMotion: () => void = () => undefined;

beforeEach(async () => {
  forgetBoardFilter();
  server = await startBoardServer(messages);
});
afterEach(async () => {
  restoreMotion();
  await server.api.close();
});

const asCards = (isCard: boolean) => ({ theme: { ...makeStore().getState().theme, messageTypeIsCard: isCard } });

describe('MessageBoard', () => {
  it('switches between cards and the danmaku wall and keeps the choice in the theme store', async () => {
    const { store } = renderWithProviders(<MessageBoard />, { preloadedState: asCards(true) });
    const cards = await screen.findByTestId('message-cards');
    expect(within(cards).getAllByRole('article')).toHaveLength(12);
    // Cards below a phone's first screen are not laid out at arrival (docs/performance.md "Boot on intent").
    const visibility = within(cards)
      .getAllByRole('article')
      .map((card) => getComputedStyle(card).getPropertyValue('content-visibility'));
    expect(visibility.slice(0, 4)).toEqual(['', '', '', 'auto']);
    expect(screen.queryByTestId('danmaku-wall')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '切换为弹幕模式' }));
    expect(store.getState().theme.messageTypeIsCard).toBe(false);
    const wall = await screen.findByRole('list', { name: '弹幕留言墙' });
    await waitFor(() => expect(within(wall).getAllByRole('listitem')).toHaveLength(15));
    expect(screen.queryByTestId('message-cards')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '切换为卡片模式' }));
    expect(store.getState().theme.messageTypeIsCard).toBe(true);
    expect(await screen.findByTestId('message-cards')).toBeInTheDocument();
  });

  it('filters cards by hot tag and search, and loads the next page', async () => {
    renderWithProviders(<MessageBoard />, { preloadedState: asCards(true) });
    await screen.findByTestId('message-cards');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(screen.getByText('已经到底了')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '技术' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索留言' }), { target: { value: '留言14' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const lastList = server.api.calls('POST /api/message/getMessageList').at(-1)?.body;
    expect(lastList).toMatchObject({ tag: '技术', message: '留言14', current: 1 });
  });

  it('posts from the wall as 游客 and stands still under reduced motion', async () => {
    restoreMotion = mockReducedMotion(true);
    renderWithProviders(<MessageBoard />, { preloadedState: asCards(false) });
    const wall = await screen.findByTestId('danmaku-wall');
    expect(wall).toHaveAttribute('data-still', 'true');
    expect(screen.queryByRole('button', { name: '暂停弹幕' })).not.toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: '弹幕内容' });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('请输入留言内容')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '路过留言' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(within(wall).getByText('路过留言')).toBeInTheDocument());
    expect(within(wall).getByText('游客：')).toBeInTheDocument();
    expect(server.api.calls('POST /api/message/add')[0].body).toMatchObject({ message: '路过留言', tag: '弹幕' });
    expect(input).toHaveValue('');
  });

  it('pauses the drift with a keyboard-reachable button', async () => {
    restoreMotion = mockReducedMotion(false);
    renderWithProviders(<MessageBoard />, { preloadedState: asCards(false) });
    const wall = await screen.findByTestId('danmaku-wall');
    expect(wall).toHaveAttribute('data-still', 'false');
    fireEvent.click(screen.getByRole('button', { name: '暂停弹幕' }));
    expect(wall).toHaveAttribute('data-still', 'true');
    expect(screen.getByRole('button', { name: '继续弹幕' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows markup only when the rule allows it, and script-like text as text', async () => {
    await server.api.close();
    server = await startBoardServer([
      boardMessage(2, { message: '<b>加粗</b>', is_markup: true }),
      boardMessage(1, { message: '<img src=x onerror=alert(1)>', is_markup: true }),
    ]);
    renderWithProviders(<MessageBoard />, { preloadedState: asCards(true) });
    const cards = await screen.findByTestId('message-cards');
    expect(within(cards).getByText('加粗').tagName).toBe('B');
    expect(within(cards).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(cards.querySelector('img')).toBeNull();
  });

  it('shows an empty state and an error state', async () => {
    await server.api.close();
    server = await startBoardServer([], {
      'GET /api/message/getAllMessage': () => ({ status: 500, body: { code: 500, message: '服务端错误' } }),
    });
    renderWithProviders(<MessageBoard />, { preloadedState: asCards(true) });
    expect(await screen.findByText('还没有留言，快来抢沙发吧')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '切换为弹幕模式' }));
    expect(await screen.findByText('留言加载失败')).toBeInTheDocument();
  });
});
