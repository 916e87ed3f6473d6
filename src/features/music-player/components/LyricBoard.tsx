import { useEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { dimToggled, lyricBoardToggled, lyricClicked, lyricSizeChanged, lyricTypeToggled, playToggled, type LyricSizeKey } from '../playerSlice';
import { artistName, coverOf } from '../songFormat';

/** spec §4: auto-scroll is suspended for 1 s after a manual scroll (common mode). */
const MANUAL_SCROLL_PAUSE_MS = 1000;
const SIZE_LABEL: Record<LyricSizeKey, string> = { title: '标题', author: '歌手', lyric: '歌词' };

/** The full-screen lyric board: common mode (scrolling list) and special mode (one large line). */
export function LyricBoard() {
  const dispatch = useAppDispatch();
  const p = useAppSelector((s) => s.player);
  const [background, setBackground] = useState<string | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const manualUntil = useRef(0);
  const programmatic = useRef(false);
  const lines = p.track?.lyricList ?? [];

  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>(`[data-index="${p.lyricIndex}"]`);
    if (!box || !line || Date.now() < manualUntil.current) return;
    programmatic.current = true;
    box.scrollTo?.({ top: line.offsetTop - box.clientHeight / 2 + line.clientHeight / 2, behavior: 'smooth' });
  }, [p.lyricIndex, p.lyricType]);

  useEffect(() => () => { if (background) URL.revokeObjectURL(background); }, [background]);

  const onScroll = () => {
    if (programmatic.current) {
      programmatic.current = false;
      return;
    }
    manualUntil.current = Date.now() + MANUAL_SCROLL_PAUSE_MS;
  };
  const cover = background ?? coverOf(p.song);
  const special = p.lyricType === 'SPECIAL';

  return (
    <Box data-testid="lyric-board" data-mode={p.lyricType}
      sx={{ position: 'fixed', inset: 0, zIndex: 1500, color: '#fff', bgcolor: '#111', backgroundImage: cover ? `url("${cover}")` : 'none', backgroundSize: 'cover', backgroundPosition: 'center' }}>
      <Box sx={{ position: 'absolute', inset: 0, bgcolor: special && !p.dimBackground ? 'rgba(0,0,0,0.15)' : 'rgba(0,0,0,0.6)', backdropFilter: special ? 'none' : 'blur(12px)' }} />
      <Box sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', p: 3 }}>
        <Box sx={{ alignSelf: 'stretch', display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button size="small" color="inherit" onClick={() => dispatch(lyricTypeToggled())}>{special ? '普通歌词' : '特殊歌词'}</Button>
          <Button size="small" color="inherit" onClick={() => dispatch(playToggled())}>{p.isPaused ? '播放' : '暂停'}</Button>
          {special && (
            <>
              {(Object.keys(SIZE_LABEL) as LyricSizeKey[]).map((key) => (
                <Box key={key} sx={{ display: 'flex', alignItems: 'center' }}>
                  <Button size="small" color="inherit" aria-label={`${SIZE_LABEL[key]}缩小`} onClick={() => dispatch(lyricSizeChanged({ key, delta: -0.2 }))}>{SIZE_LABEL[key]}-</Button>
                  <Button size="small" color="inherit" aria-label={`${SIZE_LABEL[key]}放大`} onClick={() => dispatch(lyricSizeChanged({ key, delta: 0.2 }))}>{SIZE_LABEL[key]}+</Button>
                </Box>
              ))}
              <Button size="small" color="inherit" onClick={() => dispatch(dimToggled())}>{p.dimBackground ? '取消遮罩' : '背景遮罩'}</Button>
              <Button size="small" color="inherit" component="label">
                上传背景
                <input hidden type="file" accept="image/*" data-testid="background-input"
                  onChange={(e) => { const file = e.target.files?.[0]; if (file) setBackground(URL.createObjectURL(file)); }} />
              </Button>
            </>
          )}
          <IconButton color="inherit" aria-label="关闭歌词" onClick={() => dispatch(lyricBoardToggled(false))}><CloseIcon /></IconButton>
        </Box>
        {special ? (
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'center', textAlign: 'center', gap: 2 }}>
            <Typography sx={{ fontSize: `${p.lyricSizes.title}rem`, fontWeight: 700 }} data-testid="special-title">{p.song?.name ?? ''}</Typography>
            <Typography sx={{ fontSize: `${p.lyricSizes.author}rem`, opacity: 0.8 }}>{p.song ? artistName(p.song) : ''}</Typography>
            <Typography sx={{ fontSize: `${p.lyricSizes.lyric}rem` }} data-testid="special-line">{lines[p.lyricIndex] ?? ''}</Typography>
          </Box>
        ) : (
          <>
            <Typography variant="h5" sx={{ mt: 1 }}>{p.song?.name ?? ''}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.8, mb: 2 }}>{p.song ? artistName(p.song) : ''}</Typography>
            <Box ref={list} onScroll={onScroll} data-testid="lyric-list" sx={{ flex: 1, overflow: 'auto', width: '100%', maxWidth: 640, textAlign: 'center', position: 'relative' }}>
              <Box sx={{ height: '40%' }} />
              {lines.map((line, i) => (
                <Typography key={i} data-index={i} data-active={i === p.lyricIndex} onClick={() => dispatch(lyricClicked(i))}
                  sx={{ py: 1, cursor: 'pointer', fontSize: i === p.lyricIndex ? '1.4rem' : '1rem', opacity: i === p.lyricIndex ? 1 : 0.6, transition: 'all .2s' }}>
                  {line}
                </Typography>
              ))}
              <Box sx={{ height: '40%' }} />
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
