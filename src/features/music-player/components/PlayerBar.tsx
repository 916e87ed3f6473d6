import { useRef, useState } from 'react';
import {
  Avatar,
  Box,
  ButtonBase,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Slider,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import RepeatIcon from '@mui/icons-material/Repeat';
import RepeatOneIcon from '@mui/icons-material/RepeatOne';
import DeleteIcon from '@mui/icons-material/Delete';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatClock } from '@/shared/lib/formatTime';
import {
  customSongRemoved,
  lyricBoardToggled,
  modeCycled,
  playToggled,
  seekRequested,
  songRequested,
  volumeChanged,
} from '../playerSlice';
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
  const popoverBody = useRef<HTMLDivElement | null>(null);
  // The focused remove button disappears with its row; keep focus inside the popover so Escape still closes it.
  const remove = (id: number) => {
    popoverBody.current?.focus();
    dispatch(customSongRemoved(id));
  };
  const ModeIcon = MODE_ICON[p.playModel];
  return (
    <Box data-testid="player-bar">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="current-time"
        >
          {formatClock(dragging ?? p.currentTime)}
        </Typography>
        <Slider
          size="small"
          aria-label="播放进度"
          data-testid="progress-slider"
          sx={{ mx: 1 }}
          step={PROGRESS_STEP}
          min={0}
          max={p.duration || 0}
          value={dragging ?? Math.min(p.currentTime, p.duration || 0)}
          onChange={(_e, v) => setDragging(v as number)}
          onChangeCommitted={(_e, v) => {
            setDragging(null);
            dispatch(seekRequested(v as number));
          }}
        />
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="duration"
        >
          {formatClock(p.duration)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ButtonBase
          aria-label="打开歌词"
          data-testid="open-lyrics"
          sx={{ borderRadius: 1 }}
          onClick={() => dispatch(lyricBoardToggled(true))}
        >
          <Avatar
            variant="rounded"
            src={coverOf(p.song) || undefined}
            alt=""
            sx={{ bgcolor: 'action.selected', color: 'text.secondary' }}
          >
            <MusicNoteIcon />
          </Avatar>
        </ButtonBase>
        <Box sx={{ flex: 1, minWidth: 0 }} data-testid="song-info">
          <Typography noWrap variant="body2" sx={{ fontWeight: 600 }}>
            {p.song?.name ?? '未在播放'}
          </Typography>
          <Typography noWrap variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {p.song ? `${artistName(p.song)} ${aliasOf(p.song)}` : ''}
          </Typography>
        </Box>
        <IconButton aria-label="上一首" onClick={() => dispatch(playStepped('prev'))}>
          <SkipPreviousIcon />
        </IconButton>
        <IconButton aria-label={p.isPaused ? '播放' : '暂停'} onClick={() => dispatch(playToggled())}>
          {p.isPaused ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
        <IconButton aria-label="下一首" onClick={() => dispatch(playStepped('next'))}>
          <SkipNextIcon />
        </IconButton>
        <IconButton aria-label="音量与播放模式" onClick={(e) => setAnchor(e.currentTarget)}>
          <VolumeUpIcon />
        </IconButton>
      </Box>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        sx={{ zIndex: 1400 }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Box
          ref={popoverBody}
          tabIndex={-1}
          sx={{ p: 2, width: 'min(300px, calc(100vw - 32px))', outline: 'none' }}
          data-testid="volume-popover"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <VolumeUpIcon fontSize="small" />
            <Slider
              size="small"
              aria-label="音量"
              min={0}
              max={100}
              value={volumeToSlider(p.volume)}
              onChange={(_e, v) => dispatch(volumeChanged(sliderToVolume(v as number)))}
            />
            <IconButton
              aria-label={MODE_LABEL[p.playModel]}
              title={MODE_LABEL[p.playModel]}
              data-mode={p.playModel}
              color="primary"
              onClick={() => dispatch(modeCycled())}
            >
              <ModeIcon />
            </IconButton>
          </Box>
          <Typography variant="subtitle2" sx={{ mt: 1.5, display: 'flex', justifyContent: 'space-between' }}>
            我的歌单
            <Typography component="span" variant="caption" color="text.secondary">
              {MODE_LABEL[p.playModel]}
            </Typography>
          </Typography>
          {p.customerMusicList.length === 0 ? (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 2 }}>空空如也</Box>
          ) : (
            <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
              {p.customerMusicList.map((song) => (
                <ListItem
                  key={song.id}
                  disablePadding
                  data-testid="custom-row"
                  secondaryAction={
                    <IconButton edge="end" size="small" aria-label="移除" onClick={() => remove(song.id)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <ListItemButton
                    selected={p.track?.id == song.id}
                    onClick={() => dispatch(songRequested({ id: song.id, playType: 'CUSTOM' }))}
                  >
                    <ListItemText
                      primary={song.name}
                      secondary={`${artistName(song)} ${aliasOf(song)}`}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
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
