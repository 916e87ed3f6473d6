import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LikeButton } from '@/features/likes';
import { RelativeTime } from '@/shared/components/RelativeTime';
import { CommentContent } from './CommentContent';
import { COMMENT_TEXT } from './commentTexts';
import type { CommentItem } from './commentTypes';
import { webpSources } from '@/shared/components/image/imageSources';
import { HELD_LABEL } from '@protocol/spamRules';

interface CommentRowProps {
  item: CommentItem;
  /** The owner of the thing commented on, marked 作者. */
  ownerId?: number;
  canDelete: boolean;
  onReply: (item: CommentItem) => void;
  onDelete: (item: CommentItem) => void;
  small?: boolean;
}

/** One comment or reply: who, when, what (a reply names whom it answers), like, reply, delete. */
export function CommentRow({ item, ownerId, canDelete, onReply, onDelete, small }: CommentRowProps) {
  const size = small ? 32 : 40;
  return (
    <Box
      component="article"
      id={`comment-${item.id}`}
      aria-label={`${item.from_name}的评论`}
      sx={{ display: 'flex', gap: 1.5, py: 1 }}
    >
      <Avatar
        {...webpSources(item.from_avatar, 48)}
        src={item.from_avatar || undefined}
        alt={item.from_name}
        sx={{ width: size, height: size }}
      >
        {item.from_name.slice(0, 1)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="span">
            {item.from_name}
          </Typography>
          {ownerId !== undefined && item.from_id === ownerId && (
            <Chip label={COMMENT_TEXT.author} size="small" color="primary" variant="outlined" />
          )}
          {item.held && <Chip label={HELD_LABEL} size="small" color="warning" variant="outlined" />}
          <RelativeTime value={item.createdAt} variant="caption" color="text.secondary" />
        </Box>
        <Box sx={{ mt: 0.5 }}>
          {item.to_name && (
            <Typography component="span" color="primary" sx={{ mr: 0.5 }}>
              @{item.to_name}
            </Typography>
          )}
          <CommentContent content={item.content} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: -1 }}>
          <LikeButton type={4} forId={item.id} liked={item.is_like} count={item.thumbs_up} />
          <Button
            size="small"
            color="inherit"
            sx={{ color: 'text.secondary', minWidth: 0 }}
            onClick={() => onReply(item)}
          >
            {COMMENT_TEXT.reply}
          </Button>
          {canDelete && (
            <Button
              size="small"
              color="inherit"
              sx={{ color: 'text.secondary', minWidth: 0 }}
              onClick={() => onDelete(item)}
            >
              {COMMENT_TEXT.delete}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
