import { useState } from 'react';
import { keyframes } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { PageState } from '@/shared/components/PageState';
import { useReducedMotion } from '@/shared/hooks/useReducedMotion';
import { BOARD_TEXT } from './boardTexts';
import { DanmakuInput } from './DanmakuInput';
import { DANMAKU_LANES, layoutDanmaku } from './danmakuLayout';
import { useGetAllMessagesQuery } from './messageBoardApi';
import { resolveStyle } from './messageStyle';
import { MessageText } from './MessageText';
import type { BoardMessage } from './messageTypes';

const LANE_HEIGHT = 44;
// Each post rides a full-width track from just past the right edge to just past the left one.
const drift = keyframes`from { transform: translateX(100%); } to { transform: translateX(-100%); }`;

function Bullet({ message }: { message: BoardMessage }) {
  const style = resolveStyle(message);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        maxWidth: '45%',
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        bgcolor: style.bgColor,
        color: style.color,
        fontSize: 15,
        fontWeight: style.fontWeight,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        boxShadow: 1,
      }}
    >
      <Box component="span" sx={{ flexShrink: 0 }}>
        {message.nick_name}：
      </Box>
      <MessageText
        text={message.message}
        markup={message.is_markup}
        sx={{
          display: 'inline',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          '& *': { display: 'inline' },
        }}
      />
    </Box>
  );
}

/**
 * The danmaku mode: posts drift across the wall, stopping while the pointer or focus is on it or the
 * pause button is pressed, and standing still under reduced motion (docs/accessibility.md). Posts are
 * plain text, never Tab stops; the card mode is the list view of the same posts.
 */
export function DanmakuWall() {
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const wall = useGetAllMessagesQuery();
  const messages = wall.data ?? [];
  const slots = layoutDanmaku(messages.length);
  const still = reduced || paused;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="ul"
        aria-label={BOARD_TEXT.wallLabel}
        data-testid="danmaku-wall"
        data-still={still}
        sx={{
          position: 'relative',
          m: 0,
          p: reduced ? 2 : 0,
          listStyle: 'none',
          overflow: 'hidden',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          height: reduced ? 'auto' : LANE_HEIGHT * DANMAKU_LANES + 16,
          display: reduced ? 'flex' : 'block',
          flexWrap: 'wrap',
          gap: 1,
          '&:hover li, &:focus-within li': { animationPlayState: 'paused' },
        }}
      >
        {wall.isLoading && <Skeleton component="li" variant="rounded" height={200} sx={{ m: 2 }} />}
        {slots.map((slot, index) => (
          <Box
            component="li"
            key={messages[index].id}
            sx={
              reduced
                ? { maxWidth: '100%', '& > span': { maxWidth: '100%' } }
                : {
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    top: 8 + slot.lane * LANE_HEIGHT,
                    animation: `${drift} ${slot.duration}s linear ${slot.delay}s infinite`,
                    animationPlayState: paused ? 'paused' : 'running',
                    pointerEvents: 'none',
                    '& > span': { pointerEvents: 'auto' },
                  }
            }
          >
            <Bullet message={messages[index]} />
          </Box>
        ))}
      </Box>
      {wall.isError && (
        <PageState
          kind="error"
          message={BOARD_TEXT.loadFailed}
          action={<Button onClick={() => void wall.refetch()}>{BOARD_TEXT.retry}</Button>}
        />
      )}
      {wall.isSuccess && messages.length === 0 && <PageState kind="empty" message={BOARD_TEXT.empty} />}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <DanmakuInput />
        {!reduced && (
          <Button
            variant="outlined"
            aria-pressed={paused}
            startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? BOARD_TEXT.resume : BOARD_TEXT.pause}
          </Button>
        )}
      </Box>
    </Box>
  );
}
