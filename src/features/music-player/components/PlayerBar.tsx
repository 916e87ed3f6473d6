import { useState } from 'react';
import { Avatar, Box, IconButton, List, ListItem, ListItemButton, ListItemText, Popover, Slider, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import RepeatIcon from '@mui/icons-material/Repeat';
import RepeatOneIcon from '@mui/icons-material/RepeatOne';
import DeleteIcon from '@mui/icons-material/Delete';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatClock } from '@/shared/lib/formatTime';
import { customSongRemoved, lyricBoardToggled, modeCycled, playToggled, seekRequested, songRequested, volumeChanged } from '../playerSlice';
import { playStepped } from '../playerThunks';
import { PROGRESS_STEP, sliderToVolume, volumeToSlider } from '../progress';
import { aliasOf, artistName, coverOf } from '../songFormat';

const MODE_LABEL = { RANDOM: '随机播放', LISTLOOP: '列表循环', SINGLECYCLE: '单曲循环' } as const;
const MODE_ICON = { RANDOM: ShuffleIcon, LISTLOOP: RepeatIcon, SINGLECYCLE: RepeatOneIcon } as const;

/** Progress slider (step 0.1), info block, prev/play/next, and the volume + mode popover with the personal list. */
export function PlayerBar() {
  const dispatch = useAppDispatch();
  const p = useAppSelector((s) => s.player);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const ModeIcon = MODE_ICON[p.playModel];
  return (
    <Box data-testid="player-bar">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" data-testid="current-time">{formatClock(dragging ?? p.currentTime)}</Typography>
        <Slider size="small" aria-label="播放进度" step={PROGRESS_STEP} min={0} max={p.duration || 0} value={dragging ?? Math.min(p.currentTime, p.duration || 0)}
          onChange={(_e, v) => setDragging(v as number)} onChangeCommitted={(_e, v) => { setDragging(null); dispatch(seekRequested(v as number)); }} />
        <Typography variant="caption" data-testid="duration">{formatClock(p.duration)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar variant="rounded" src={coverOf(p.song)} alt="" sx={{ cursor: 'pointer' }} onClick={() => dispatch(lyricBoardToggled(true))} />
        <Box sx={{ flex: 1, minWidth: 0 }} data-testid="song-info">
          <Typography noWrap variant="body2">{p.song?.name ?? '未在播放'}</Typography>
          <Typography noWrap variant="caption" color="text.secondary">{p.song ? `${artistName(p.song)} ${aliasOf(p.song)}` : ''}</Typography>
        </Box>
        <IconButton aria-label="上一首" onClick={() => dispatch(playStepped('prev'))}><SkipPreviousIcon /></IconButton>
        <IconButton aria-label={p.isPaused ? '播放' : '暂停'} onClick={() => dispatch(playToggled())}>{p.isPaused ? <PlayArrowIcon /> : <PauseIcon />}</IconButton>
        <IconButton aria-label="下一首" onClick={() => dispatch(playStepped('next'))}><SkipNextIcon /></IconButton>
        <IconButton aria-label="音量与播放模式" onClick={(e) => setAnchor(e.currentTarget)}><VolumeUpIcon /></IconButton>
      </Box>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} sx={{ zIndex: 1400 }}>
        <Box sx={{ p: 2, width: 300 }} data-testid="volume-popover">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <VolumeUpIcon fontSize="small" />
            <Slider size="small" aria-label="音量" min={0} max={100} value={volumeToSlider(p.volume)} onChange={(_e, v) => dispatch(volumeChanged(sliderToVolume(v as number)))} />
            <IconButton aria-label={MODE_LABEL[p.playModel]} title={MODE_LABEL[p.playModel]} data-mode={p.playModel} onClick={() => dispatch(modeCycled())}><ModeIcon /></IconButton>
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>我的歌单</Typography>
          {p.customerMusicList.length === 0 ? (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 2 }}>空空如也</Box>
          ) : (
            <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
              {p.customerMusicList.map((song) => (
                <ListItem key={song.id} disablePadding data-testid="custom-row"
                  secondaryAction={<IconButton edge="end" size="small" aria-label="移除" onClick={() => dispatch(customSongRemoved(song.id))}><DeleteIcon fontSize="small" /></IconButton>}>
                  <ListItemButton selected={p.track?.id == song.id} onClick={() => dispatch(songRequested({ id: song.id, playType: 'CUSTOM' }))}>
                    <ListItemText primary={song.name} secondary={`${artistName(song)} ${aliasOf(song)}`} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </Box>
  );
}
