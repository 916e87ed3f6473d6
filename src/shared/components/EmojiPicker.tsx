import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import InsertEmoticonIcon from '@mui/icons-material/InsertEmoticon';

/** Our own emoji set: unicode, so nothing is fetched from elsewhere. */
export const EMOJI_SET = [
  '😀',
  '😁',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😘',
  '😜',
  '🤔',
  '😎',
  '😭',
  '😡',
  '😱',
  '😴',
  '🙄',
  '😏',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🤝',
  '👌',
  '✌️',
  '❤️',
  '💔',
  '🔥',
  '🎉',
  '🌹',
  '☕',
  '🍉',
  '🐶',
];

/** The emoji button and its grid, used by the chat composer and the comment editor. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label="表情" size="small" onClick={(e) => setAnchor(e.currentTarget)}>
        <InsertEmoticonIcon fontSize="small" />
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        sx={{ zIndex: 10000 }}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', p: 1 }}>
          {EMOJI_SET.map((emoji) => (
            <Box
              key={emoji}
              component="button"
              type="button"
              aria-label={`表情 ${emoji}`}
              onClick={() => {
                onPick(emoji);
                setAnchor(null);
              }}
              sx={{ border: 0, bgcolor: 'transparent', fontSize: 20, cursor: 'pointer', p: 0.25 }}
            >
              {emoji}
            </Box>
          ))}
        </Box>
      </Popover>
    </>
  );
}
