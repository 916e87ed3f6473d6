import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, IconButton, Modal, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lyricBoardToggled, lyricClicked, lyricTypeToggled, playToggled } from '../playerSlice';
import { artistName, coverOf } from '../songFormat';
import { SpecialControls } from './SpecialControls';
import { scrollBehavior } from '@/shared/lib/motion';
import { cssUrl } from '@protocol/urlRules';

/**
 * docs/behaviour.md §7.1: a cover's middle (a record's bright label and hole) would sit behind the
 * title, artist and line; shown from its top-left quarter at twice the screen's larger side (the
 * layer overhangs the screen by 40 px each way), that middle lies past the bottom-right corner.
 */
const COVER_PLACEMENT = { backgroundSize: 'calc(max(200vw, 200vh) + 160px)', backgroundPosition: '0 0' } as const;
/** A picture the reader chose is shown whole, centred. */
const CHOSEN_PLACEMENT = { backgroundSize: 'cover', backgroundPosition: 'center' } as const;

/** docs/behaviour.md §7.2: auto-scroll is suspended for 1 s after a manual scroll (common mode). */
export const MANUAL_SCROLL_PAUSE_MS = 1000;

const topButton = {
  borderRadius: 999,
  px: 1.5,
  bgcolor: 'rgba(255,255,255,0.12)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.22)' },
} as const;

const lineButton = {
  display: 'block',
  width: '100%',
  border: 0,
  bgcolor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  lineHeight: 1.5,
} as const;

/** Which line a key moves focus to, from the focused line `i` of `n`. */
const LINE_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The full-screen lyric board: common mode (scrolling list) and special mode (one large line). */
export function LyricBoard() {
  const dispatch = useAppDispatch();
  const p = useAppSelector((s) => s.player);
  const [background, setBackground] = useState<string | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const manualUntil = useRef(0);
  const lines = p.track?.lyricList ?? [];
  const special = p.lyricType === 'SPECIAL';

  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>(`[data-index="${p.lyricIndex}"]`);
    if (!box || !line || Date.now() < manualUntil.current) return;
    box.scrollTo?.({ top: line.offsetTop - box.clientHeight / 2 + line.clientHeight / 2, behavior: scrollBehavior() });
  }, [p.lyricIndex, p.lyricType]);

  useEffect(
    () => () => {
      if (background) URL.revokeObjectURL(background);
    },
    [background],
  );

  // A manual scroll is known by the input that causes it (wheel, touch, keys): our own smooth scroll
  // fires scroll events for a while too, and must not suspend the next one.
  const onManualScroll = () => {
    manualUntil.current = Date.now() + MANUAL_SCROLL_PAUSE_MS;
  };
  // The lines are one Tab stop (the active line); arrows, Home and End move between them and
  // Enter or Space seeks — a long lyric never holds the keyboard for dozens of Tab presses.
  const tabStop = Math.max(0, Math.min(p.lyricIndex, lines.length - 1));
  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    onManualScroll();
    const current = Number((event.target as HTMLElement).dataset.index);
    if (Number.isNaN(current)) return;
    const target = LINE_KEYS[event.key]?.(current, lines.length);
    if (target === undefined) return;
    event.preventDefault();
    list.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus();
  };
  const image = background ?? coverOf(p.song);
  // A chosen picture is shown as it is; the small generated covers are softened so they do not pixelate.
  const blur = special ? (background ? 0 : 6) : 24;

  // A modal: Tab stays inside, Escape closes it, and focus goes back to what opened it (docs/accessibility.md).
  return (
    <Modal open hideBackdrop onClose={() => dispatch(lyricBoardToggled(false))} sx={{ zIndex: 1500 }}>
      <Box
        data-testid="lyric-board"
        data-mode={p.lyricType}
        role="dialog"
        aria-modal="true"
        aria-label="歌词"
        sx={{ position: 'fixed', inset: 0, color: '#fff', bgcolor: '#111', overflow: 'hidden', outline: 'none' }}
      >
        <Box
          data-testid="lyric-background"
          sx={{
            position: 'absolute',
            inset: -40,
            backgroundImage: image ? cssUrl(image) : 'none',
            ...(background ? CHOSEN_PLACEMENT : COVER_PLACEMENT),
            filter: blur ? `blur(${blur}px)` : 'none',
          }}
        />
        <Box
          data-testid="lyric-dim"
          data-dim={special ? p.dimBackground : true}
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: special && !p.dimBackground ? 'rgba(0,0,0,0.1)' : 'rgba(0,0,0,0.55)',
            transition: 'background-color .3s',
          }}
        />
        <Box
          sx={{
            position: 'relative',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            p: { xs: 2, sm: 3 },
            gap: 2,
          }}
        >
          <Box sx={{ alignSelf: 'stretch', display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
            <Button size="small" color="inherit" sx={topButton} onClick={() => dispatch(lyricTypeToggled())}>
              {special ? '普通歌词' : '特殊歌词'}
            </Button>
            <Button size="small" color="inherit" sx={topButton} onClick={() => dispatch(playToggled())}>
              {p.isPaused ? '播放' : '暂停'}
            </Button>
            <IconButton color="inherit" aria-label="关闭歌词" onClick={() => dispatch(lyricBoardToggled(false))}>
              <CloseIcon />
            </IconButton>
          </Box>
          {special ? (
            <>
              <Box
                sx={{
                  flex: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  alignItems: 'center',
                  textAlign: 'center',
                  gap: 2,
                  textShadow: '0 2px 12px rgba(0,0,0,0.6)',
                  maxWidth: '100%',
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography
                  sx={{ fontSize: `${p.lyricSizes.title}rem`, fontWeight: 700, lineHeight: 1.2 }}
                  data-testid="special-title"
                >
                  {p.song?.name ?? ''}
                </Typography>
                <Typography sx={{ fontSize: `${p.lyricSizes.author}rem`, opacity: 0.85 }} data-testid="special-author">
                  {p.song ? artistName(p.song) : ''}
                </Typography>
                <Typography
                  sx={{ fontSize: `${p.lyricSizes.lyric}rem`, fontWeight: 500, lineHeight: 1.4 }}
                  data-testid="special-line"
                >
                  {lines[p.lyricIndex] ?? ''}
                </Typography>
              </Box>
              <SpecialControls onBackground={(file) => setBackground(URL.createObjectURL(file))} />
            </>
          ) : (
            <>
              <Box sx={{ textAlign: 'center' }}>
                <Typography variant="h5" sx={{ fontWeight: 600 }}>
                  {p.song?.name ?? ''}
                </Typography>
                <Typography variant="body2" sx={{ opacity: 0.8 }}>
                  {p.song ? artistName(p.song) : ''}
                </Typography>
              </Box>
              <Box
                ref={list}
                onWheel={onManualScroll}
                onTouchMove={onManualScroll}
                onKeyDown={onListKey}
                data-testid="lyric-list"
                sx={{
                  flex: 1,
                  overflow: 'auto',
                  width: '100%',
                  maxWidth: 640,
                  textAlign: 'center',
                  position: 'relative',
                  scrollbarWidth: 'none',
                  outline: 'none',
                  maskImage: 'linear-gradient(transparent, #000 15%, #000 85%, transparent)',
                }}
              >
                <Box sx={{ height: '45%' }} />
                {lines.length === 0 && <Typography sx={{ opacity: 0.7 }}>暂无歌词</Typography>}
                {lines.map((line, i) => (
                  <Typography
                    key={i}
                    component="button"
                    type="button"
                    data-index={i}
                    data-active={i === p.lyricIndex}
                    onClick={() => dispatch(lyricClicked(i))}
                    tabIndex={i === tabStop ? 0 : -1}
                    sx={{
                      ...lineButton,
                      py: 1,
                      px: 2,
                      cursor: 'pointer',
                      fontSize: i === p.lyricIndex ? '1.4rem' : '1rem',
                      fontWeight: i === p.lyricIndex ? 600 : 400,
                      opacity: i === p.lyricIndex ? 1 : 0.6,
                      transition: 'all .2s',
                      '&:hover, &:focus-visible': { opacity: 1 },
                    }}
                  >
                    {line}
                  </Typography>
                ))}
                <Box sx={{ height: '45%' }} />
              </Box>
            </>
          )}
        </Box>
      </Box>
    </Modal>
  );
}
