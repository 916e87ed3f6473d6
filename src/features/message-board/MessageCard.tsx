import { Link } from '@/shared/components/Link';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { visuallyHidden } from '@/shared/lib/visuallyHidden';
import { LikeButton } from '@/features/likes';
import { MessageText } from './MessageText';
import { messageSurfaceSx } from './messageSurface';
import type { BoardMessage, MessageDraft } from './messageTypes';
import { webpSources } from '@/shared/components/image/imageSources';
import { RelativeTime } from '@/shared/components/RelativeTime';
import { HELD_LABEL } from '@protocol/spamRules';

export const detailPath = (id: number) => `/message/detail?id=${id}`;

/** The coloured part of a card is at least this tall, so short posts line up. */
const BODY_MIN_HEIGHT = 120;
/**
 * The height inside its outline of a card whose post fits that minimum, as most do: the coloured part
 * and the author row (8 px above and below its tallest item, the small 点赞 button's 30.75 px).
 */
export const SHORT_CARD_HEIGHT = BODY_MIN_HEIGHT + 8 + 30.75 + 8;

interface Props {
  message: BoardMessage;
}

/** A card of the card list: the post in its own colours, font and picture, then author, time, likes and comments. */
export function MessageCard({ message }: Props) {
  return (
    <Paper component="article" variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <Box
        component={Link}
        to={detailPath(message.id)}
        data-testid="message-card-body"
        sx={[
          messageSurfaceSx(message),
          { display: 'block', textDecoration: 'none', minHeight: BODY_MIN_HEIGHT, flex: 1 },
        ]}
      >
        <MessageBody message={message} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, flexWrap: 'wrap' }}>
        <Avatar
          {...webpSources(message.avatar, 24)}
          src={message.avatar || undefined}
          alt=""
          sx={{ width: 24, height: 24, fontSize: 12 }}
        >
          {message.nick_name.slice(0, 1)}
        </Avatar>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {message.nick_name}
        </Typography>
        {message.held && <Chip label={HELD_LABEL} size="small" color="warning" variant="outlined" />}
        <RelativeTime value={message.createdAt} variant="caption" color="text.secondary" />
        <Box sx={{ flex: 1 }} />
        <LikeButton type={3} forId={message.id} count={message.like_times} liked={message.is_like} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ChatBubbleOutline fontSize="inherit" aria-hidden />
          {message.comment_total ?? 0}
          <Box component="span" sx={visuallyHidden}>
            条评论
          </Box>
        </Typography>
      </Box>
    </Paper>
  );
}

/** The coloured part of a card, shared with the publish form's live preview. */
export function MessageBody({
  message,
}: {
  message: Pick<MessageDraft, 'message' | 'tag'> & Partial<MessageDraft> & { is_markup?: boolean };
}) {
  return (
    <>
      {message.tag && (
        <Chip
          size="small"
          label={`#${message.tag}`}
          sx={{ mb: 1, bgcolor: 'rgba(0,0,0,.55)', color: '#fff', fontSize: 12, height: 22 }}
        />
      )}
      <MessageText text={message.message} markup={message.is_markup} />
    </>
  );
}
