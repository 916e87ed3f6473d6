import { useEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { lyricBoardToggled, lyricClicked, lyricTypeToggled, playToggled } from '../playerSlice';
import { artistName, coverOf } from '../songFormat';
import { SpecialControls } from './SpecialControls';

/** docs/behaviour.md §7.2: auto-scroll is suspended for 1 s after a manual scroll (common mode). */
export const MANUAL_SCROLL_PAUSE_MS = 1000;

const topButton = {
  borderRadius: 999,
  px: 1.5,
  bgcolor: 'rgba(255,255,255,0.12)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.22)' },
} as const;

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
    box.scrollTo?.({ top: line.offsetTop - box.clientHeight / 2 + line.clientHeight / 2, behavior: 'smooth' });
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
  const image = background ?? coverOf(p.song);
  // A chosen picture is shown as it is; the small generated covers are softened so they do not pixelate.
  const blur = special ? (background ? 0 : 6) : 24;

  return (
    <Box
      data-testid="lyric-board"
      data-mode={p.lyricType}
      role="dialog"
      aria-label="歌词"
      sx={{ position: 'fixed', inset: 0, zIndex: 1500, color: '#fff', bgcolor: '#111', overflow: 'hidden' }}
    >
      <Box
        data-testid="lyric-background"
        sx={{
          position: 'absolute',
          inset: -40,
          backgroundImage: image ? `url("${image}")` : 'none',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
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
              onKeyDown={onManualScroll}
              tabIndex={0}
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
                  data-index={i}
                  data-active={i === p.lyricIndex}
                  onClick={() => dispatch(lyricClicked(i))}
                  sx={{
                    py: 1,
                    px: 2,
                    cursor: 'pointer',
                    fontSize: i === p.lyricIndex ? '1.4rem' : '1rem',
                    fontWeight: i === p.lyricIndex ? 600 : 400,
                    opacity: i === p.lyricIndex ? 1 : 0.6,
                    transition: 'all .2s',
                    '&:hover': { opacity: 1 },
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
  );
}
