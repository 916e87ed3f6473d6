import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { PlayerBar } from './PlayerBar';
import { playerState, testSong } from '../testing/playerTestState';

const top = [testSong(1, '晨光'), testSong(2, '江南雨'), testSong(3, '灯火')];
const track = (id: number) => ({ id, url: `/a/${id}.wav`, lyricList: [], lyricTimeList: [] });

beforeEach(() => {
  // Choosing a song makes the store's AudioEngine fetch it; there is no music service here, and the
  // failure it logs is not what these tests look at (they read the requested id).
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Let the engine's failed fetch settle and log into the mock before it is restored.
  await new Promise((resolve) => setTimeout(resolve, 20));
  jest.restoreAllMocks();
});

const openPopover = () => fireEvent.click(screen.getByLabelText('音量与播放模式'));
const requested = (store: { getState: () => { player: { loadingId: number | null } } }) =>
  store.getState().player.loadingId;

describe('PlayerBar volume (docs/behaviour.md §7.1: slider 0–100 ↔ volume 0–1)', () => {
  it('shows the stored volume on the 0–100 scale and stores slider moves as 0–1', () => {
    const { store } = renderWithProviders(<PlayerBar />, { preloadedState: playerState({ volume: 0.3 }) });
    openPopover();
    const slider = screen.getByRole('slider', { name: '音量' });
    expect(slider).toHaveValue('30');
    expect(slider).toHaveAttribute('max', '100');
    fireEvent.change(slider, { target: { value: '85' } });
    expect(store.getState().player.volume).toBe(0.85);
    fireEvent.change(slider, { target: { value: '0' } });
    expect(store.getState().player.volume).toBe(0);
    expect(slider).toHaveValue('0');
  });

  it('starts at 50 for the default volume 0.5', () => {
    renderWithProviders(<PlayerBar />);
    openPopover();
    expect(screen.getByRole('slider', { name: '音量' })).toHaveValue('50');
    expect(within(screen.getByTestId('volume-popover')).getByText('空空如也')).toBeInTheDocument();
  });
});

describe('PlayerBar mode button (docs/behaviour.md §7.2: RANDOM → LISTLOOP → SINGLECYCLE → RANDOM)', () => {
  it('cycles the mode and names the current one', () => {
    const { store } = renderWithProviders(<PlayerBar />, { preloadedState: playerState({ playModel: 'RANDOM' }) });
    openPopover();
    fireEvent.click(screen.getByRole('button', { name: '随机播放' }));
    expect(store.getState().player.playModel).toBe('LISTLOOP');
    fireEvent.click(screen.getByRole('button', { name: '列表循环' }));
    expect(store.getState().player.playModel).toBe('SINGLECYCLE');
    fireEvent.click(screen.getByRole('button', { name: '单曲循环' }));
    expect(store.getState().player.playModel).toBe('RANDOM');
    expect(screen.getByRole('button', { name: '随机播放' })).toHaveAttribute('data-mode', 'RANDOM');
  });
});

describe('PlayerBar prev/next (docs/behaviour.md §7.2)', () => {
  it('LISTLOOP steps through the top list and wraps both ways', () => {
    const { store } = renderWithProviders(<PlayerBar />, {
      preloadedState: playerState({ topList: top, track: track(3), song: top[2] }),
    });
    fireEvent.click(screen.getByLabelText('下一首'));
    expect(requested(store)).toBe(1); // last → first
    fireEvent.click(screen.getByLabelText('上一首'));
    expect(requested(store)).toBe(3); // first → last
    fireEvent.click(screen.getByLabelText('上一首'));
    expect(requested(store)).toBe(2);
  });

  it('SINGLECYCLE keeps the song', () => {
    const { store } = renderWithProviders(<PlayerBar />, {
      preloadedState: playerState({ topList: top, track: track(2), song: top[1], playModel: 'SINGLECYCLE' }),
    });
    fireEvent.click(screen.getByLabelText('下一首'));
    expect(requested(store)).toBe(2);
    fireEvent.click(screen.getByLabelText('上一首'));
    expect(requested(store)).toBe(2);
  });

  it('from no selection, next goes to the first song', () => {
    const { store } = renderWithProviders(<PlayerBar />, { preloadedState: playerState({ topList: top }) });
    fireEvent.click(screen.getByLabelText('下一首'));
    expect(requested(store)).toBe(1);
  });

  it('stays within the personal list when playType is CUSTOM', () => {
    const custom = [testSong(7, '纸飞机'), testSong(8, '春日来信')];
    const { store } = renderWithProviders(<PlayerBar />, {
      preloadedState: playerState({
        topList: top,
        customerMusicList: custom,
        playType: 'CUSTOM',
        track: track(8),
        song: custom[1],
      }),
    });
    fireEvent.click(screen.getByLabelText('下一首'));
    expect(requested(store)).toBe(7);
  });

  it('an emptied personal list returns to the top list', () => {
    const custom = [testSong(7, '纸飞机')];
    const { store } = renderWithProviders(<PlayerBar />, {
      preloadedState: playerState({
        topList: top,
        customerMusicList: custom,
        playType: 'CUSTOM',
        track: track(7),
        song: custom[0],
      }),
    });
    openPopover();
    expect(screen.getAllByTestId('custom-row')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('移除'));
    expect(store.getState().player.playType).toBe('TOP');
    expect(within(screen.getByTestId('volume-popover')).getByText('空空如也')).toBeInTheDocument();
    expect(screen.getByTestId('volume-popover')).toHaveFocus(); // Escape still closes the popover
  });

  it('the toggle flips between play and pause', () => {
    const { store } = renderWithProviders(<PlayerBar />, {
      preloadedState: playerState({ topList: top, track: track(1), song: top[0], isPaused: false }),
    });
    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    expect(store.getState().player.isPaused).toBe(true);
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
  });
});

describe('PlayerBar info and times (docs/behaviour.md §7.1: mm:ss)', () => {
  it('shows the song, artist and zero-padded times', () => {
    renderWithProviders(<PlayerBar />, {
      preloadedState: playerState({
        song: { ...top[0], alia: ['Morning Light'] },
        track: track(1),
        currentTime: 65.4,
        duration: 215,
      }),
    });
    expect(screen.getByTestId('song-info')).toHaveTextContent('晨光歌手甲 Morning Light');
    expect(screen.getByTestId('current-time')).toHaveTextContent('01:05');
    expect(screen.getByTestId('duration')).toHaveTextContent('03:35');
    expect(screen.getByRole('slider', { name: '播放进度' })).toHaveAttribute('step', '0.1');
  });
});
