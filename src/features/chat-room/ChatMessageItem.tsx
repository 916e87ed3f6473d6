import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ChatMessageDto } from '@protocol/chatProtocol';
import { ChatMessageContent } from './ChatMessageContent';
import { CHAT_TEXT } from './chatTexts';
import { webpSources } from '@/shared/components/image/imageSources';
import { formatChatTime } from '@/shared/lib/formatTime';

/** Role 1 is the blog's admin. */
const ADMIN_ROLE = 1;

interface Props {
  message: ChatMessageDto;
  own: boolean;
  /** docs/behaviour.md §4.4: own messages, or anyone's for the admin. */
  canRevert: boolean;
  onRevert: (id: number) => void;
}

/** One message: own on the right (docs/behaviour.md §6.1 room body). */
export function ChatMessageItem({ message, own, canRevert, onRevert }: Props) {
  return (
    <Box
      data-testid="chat-message"
      data-own={own}
      sx={{ display: 'flex', flexDirection: own ? 'row-reverse' : 'row', gap: 1, my: 1.5, px: 1 }}
    >
      <Avatar
        {...webpSources(message.avatar, 34)}
        src={message.avatar || undefined}
        alt={message.nick_name}
        sx={{ width: 34, height: 34 }}
      >
        {message.nick_name.slice(0, 1)}
      </Avatar>
      <Box
        sx={{ maxWidth: '72%', display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {/* The server sets `role` from the sender's account; a copied nickname and avatar do not carry it. */}
          {message.role === ADMIN_ROLE && (
            <Chip
              component="span"
              label={CHAT_TEXT.ownerBadge}
              size="small"
              color="primary"
              data-testid="chat-owner-badge"
              sx={{ height: 18, fontSize: 11 }}
            />
          )}
          {message.nick_name} ·{' '}
          <time dateTime={message.createdAt.replace(' ', 'T')} title={message.createdAt}>
            {formatChatTime(message.createdAt)}
          </time>
        </Typography>
        <Box
          sx={{
            px: 1.25,
            py: 0.75,
            borderRadius: 2,
            bgcolor: own ? 'primary.main' : 'action.selected',
            color: own ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <ChatMessageContent message={message} />
        </Box>
        {canRevert && (
          <Button size="small" sx={{ minWidth: 0, p: 0, fontSize: 12 }} onClick={() => onRevert(message.id)}>
            {CHAT_TEXT.revert}
          </Button>
        )}
      </Box>
    </Box>
  );
}
