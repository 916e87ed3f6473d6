import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';

interface Props {
  kind: 'empty' | 'error';
  message: string;
  /** A button or link under the message (reload, back home). */
  action?: ReactNode;
}

/** A page's empty or error state: an icon, one sentence and an optional action, readable in both themes. */
export function PageState({ kind, message, action }: Props) {
  const Icon = kind === 'error' ? ErrorOutline : Inbox;
  return (
    <Box
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={`page-${kind}`}
      sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}
    >
      <Icon sx={{ fontSize: 56, color: kind === 'error' ? 'error.main' : 'text.disabled' }} />
      {/* The icon carries the colour; the sentence stays in body text, readable on any page background. */}
      <Typography sx={{ mt: 1.5 }} color={kind === 'error' ? 'text.primary' : 'text.secondary'}>
        {message}
      </Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
