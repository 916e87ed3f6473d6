import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { mockReducedMotion } from '@/shared/testing/matchMedia';
import { timeUpdated } from '../playerSlice';
import { LyricBoard, MANUAL_SCROLL_PAUSE_MS } from './LyricBoard';
import { playerState, testSong } from '../testing/playerTestState';

const track = {
  id: 1,
  url: '/a.wav',
  lyricList: ['第一句', '第二句', '第三句', '第四句'],
  lyricTimeList: [1000, 5000, 9000, 13000],
};
const scrollTo = jest.fn();

beforeAll(() => {
  // jsdom has no layout: record the board's scroll requests instead.
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
});
beforeEach(() => {
  scrollTo.mockClear();
  jest.useFakeTimers({ now: new Date('2025-01-01T12:00:00Z') });
});
afterEach(() => jest.useRealTimers());

const active = () => screen.getByTestId('lyric-list').querySelector('[data-active="true"]')?.textContent ?? null;

describe('LyricBoard, common mode (docs/behaviour.md §7.2)', () => {
  const render = () =>
    renderWithProviders(<LyricBoard />, {
      preloadedState: playerState({ showLyricBoard: true, track, song: testSong(1, '晨光'), isPaused: false }),
    });

  it('the active line follows playback time and is scrolled to', () => {
    const { store } = render();
    expect(active()).toBeNull(); // before the first line
    act(() => void store.dispatch(timeUpdated(5.2)));
    expect(active()).toBe('第二句');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => void store.dispatch(timeUpdated(9.0)));
    expect(active()).toBe('第三句');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('a lyric click seeks to its line; the line stays active until time catches up', () => {
    const { store } = render();
    act(() => void store.dispatch(timeUpdated(1.5)));
    fireEvent.click(screen.getByText('第四句'));
    // (that the click also resumes playback is the AudioEngine's contract: audioEngine.test.ts)
    expect(store.getState().player).toMatchObject({ currentTime: 13, lyricIndex: 3, clickedLyric: 3 });
    act(() => void store.dispatch(timeUpdated(1.6))); // a late timeupdate from before the seek
    expect(active()).toBe('第四句');
  });

  it('a manual scroll suspends auto-scroll for 1 s', () => {
    const { store } = render();
    act(() => void store.dispatch(timeUpdated(1.5)));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.wheel(screen.getByTestId('lyric-list'));
    act(() => void store.dispatch(timeUpdated(5.5)));
    expect(active()).toBe('第二句'); // the highlight still moves…
    expect(scrollTo).toHaveBeenCalledTimes(1); // …but the list is left where the user put it
    act(() => jest.advanceTimersByTime(MANUAL_SCROLL_PAUSE_MS - 100));
    act(() => void store.dispatch(timeUpdated(9.5)));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(200));
    act(() => void store.dispatch(timeUpdated(13.5)));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scroll events of its own smooth scroll do not suspend the next auto-scroll', () => {
    const { store } = render();
    act(() => void store.dispatch(timeUpdated(1.5)));
    fireEvent.scroll(screen.getByTestId('lyric-list'));
    fireEvent.scroll(screen.getByTestId('lyric-list'));
    act(() => void store.dispatch(timeUpdated(5.5)));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('LyricBoard, keyboard and motion (docs/accessibility.md)', () => {
  const render = () =>
    renderWithProviders(<LyricBoard />, {
      preloadedState: playerState({ showLyricBoard: true, track, song: testSong(1, '晨光'), isPaused: false }),
    });

  it('the lines are one Tab stop; arrows, Home and End move focus, Enter seeks', () => {
    const { store } = render();
    act(() => void store.dispatch(timeUpdated(5.2)));
    const lines = screen.getAllByRole('button').filter((b) => b.dataset.index !== undefined);
    expect(lines.map((l) => l.tabIndex)).toEqual([-1, 0, -1, -1]);
    lines[1].focus();
    fireEvent.keyDown(lines[1], { key: 'ArrowDown' });
    expect(lines[2]).toHaveFocus();
    fireEvent.keyDown(lines[2], { key: 'End' });
    expect(lines[3]).toHaveFocus();
    fireEvent.keyDown(lines[3], { key: 'ArrowDown' });
    expect(lines[3]).toHaveFocus();
    fireEvent.keyDown(lines[3], { key: 'Home' });
    expect(lines[0]).toHaveFocus();
    fireEvent.click(lines[0]); // what Enter or Space does on a button
    expect(store.getState().player).toMatchObject({ lyricIndex: 0, clickedLyric: 0 });
  });

  it('Escape closes the board', () => {
    const { store } = render();
    fireEvent.keyDown(screen.getByTestId('lyric-board'), { key: 'Escape' });
    expect(store.getState().player.showLyricBoard).toBe(false);
  });

  it('scrolls to the active line instantly under prefers-reduced-motion', () => {
    const restore = mockReducedMotion(true);
    try {
      const { store } = render();
      act(() => void store.dispatch(timeUpdated(5.2)));
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
    } finally {
      restore();
    }
  });
});

describe('LyricBoard, special mode (docs/behaviour.md §7.1)', () => {
  const render = () =>
    renderWithProviders(<LyricBoard />, {
      preloadedState: playerState({ showLyricBoard: true, lyricType: 'SPECIAL', track, song: testSong(1, '晨光') }),
    });
  const fontSize = (testId: string) =>
    screen.getByTestId(testId).style.fontSize || getComputedStyle(screen.getByTestId(testId)).fontSize;
  const press = (label: string, times: number) => {
    for (let i = 0; i < times; i += 1) fireEvent.click(screen.getByLabelText(label));
  };

  it('shows one large line with the default sizes', () => {
    const { store } = render();
    act(() => void store.dispatch(timeUpdated(9.5)));
    expect(screen.getByTestId('lyric-board')).toHaveAttribute('data-mode', 'SPECIAL');
    expect(screen.getByTestId('special-line')).toHaveTextContent('第三句');
    expect(screen.queryByTestId('lyric-list')).toBeNull();
    expect(fontSize('special-title')).toBe('2.4rem');
    expect(fontSize('special-author')).toBe('1.4rem');
    expect(fontSize('special-line')).toBe('1.8rem');
  });

  it.each([
    ['title', '标题', 'special-title', 1, 5],
    ['author', '歌手', 'special-author', 0, 2.4],
    ['lyric', '歌词', 'special-line', 1, 4],
  ] as const)('%s size (%s buttons, %s) clamps between %d and %d rem', (key, label, testId, min, max) => {
    const { store } = render();
    press(`${label}放大`, 30);
    expect(store.getState().player.lyricSizes[key]).toBe(max);
    expect(fontSize(testId)).toBe(`${max}rem`);
    expect(screen.getByLabelText(`${label}放大`)).toBeDisabled();
    expect(screen.getByLabelText(`${label}缩小`)).toBeEnabled();
    press(`${label}缩小`, 30);
    expect(store.getState().player.lyricSizes[key]).toBe(min);
    expect(fontSize(testId)).toBe(`${min}rem`);
    expect(screen.getByLabelText(`${label}缩小`)).toBeDisabled();
  });

  it('one press changes a size by 0.2 rem', () => {
    const { store } = render();
    fireEvent.click(screen.getByLabelText('标题放大'));
    fireEvent.click(screen.getByLabelText('歌词缩小'));
    expect(store.getState().player.lyricSizes).toEqual({ title: 2.6, author: 1.4, lyric: 1.6 });
  });

  it('the dim toggle switches the background overlay', () => {
    const { store } = render();
    expect(screen.getByTestId('lyric-dim')).toHaveAttribute('data-dim', 'true');
    fireEvent.click(screen.getByRole('button', { name: '取消遮罩' }));
    expect(store.getState().player.dimBackground).toBe(false);
    expect(screen.getByTestId('lyric-dim')).toHaveAttribute('data-dim', 'false');
    fireEvent.click(screen.getByRole('button', { name: '背景遮罩' }));
    expect(screen.getByTestId('lyric-dim')).toHaveAttribute('data-dim', 'true');
  });

  it('a picture from disk replaces the cover as background; the cover keeps its middle off the text', () => {
    URL.createObjectURL = jest.fn(() => 'blob:picked');
    URL.revokeObjectURL = jest.fn();
    render();
    const layer = () => getComputedStyle(screen.getByTestId('lyric-background'));
    expect(layer().backgroundImage).toContain('/c/1.png');
    // The cover's middle (a record's label and hole) lies off the screen, not behind the artist's name.
    expect(layer().backgroundPosition).toBe('0px 0px');
    expect(layer().backgroundSize).toBe('calc(max(200vw, 200vh) + 160px)');
    const file = new File(['x'], 'bg.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('background-input'), { target: { files: [file] } });
    expect(layer().backgroundImage).toContain('blob:picked');
    expect(layer().backgroundSize).toBe('cover');
    expect(layer().backgroundPosition).toBe('center');
  });

  it('toggles back to common mode and closes', () => {
    const { store } = render();
    fireEvent.click(screen.getByRole('button', { name: '普通歌词' }));
    expect(store.getState().player.lyricType).toBe('COMMON');
    fireEvent.click(screen.getByLabelText('关闭歌词'));
    expect(store.getState().player.showLyricBoard).toBe(false);
  });
});
