import { useState, type Ref } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { CommentSection } from '@/features/comments';
import { LikeButton } from '@/features/likes';
import { isPinned, type Talk } from './talkTypes';
import { TalkImages } from './TalkImages';
import { webpSources } from '@/shared/components/image/imageSources';
import { RelativeTime } from '@/shared/components/RelativeTime';

interface Props {
  talk: Talk;
  /** The talk a notification points at: outlined and opened on its comments. */
  focused?: boolean;
  cardRef?: Ref<HTMLElement>;
}

/** One talk: author, time, text, images, likes, and its comments on demand. */
export function TalkCard({ talk, focused = false, cardRef }: Props) {
  const [commentsOpen, setCommentsOpen] = useState(focused);
  const headingId = `talk-${talk.id}-author`;
  return (
    <Card
      component="article"
      ref={cardRef}
      id={`talk-${talk.id}`}
      aria-labelledby={headingId}
      aria-current={focused ? 'true' : undefined}
      data-testid="talk-card"
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 3 },
        mb: 2,
        scrollMarginTop: 80,
        ...(focused && { borderColor: 'primary.main', borderWidth: 2, boxShadow: 4 }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar
          {...webpSources(talk.avatar, 44)}
          src={talk.avatar || undefined}
          alt=""
          aria-hidden
          sx={{ width: 44, height: 44 }}
        >
          {talk.nick_name.slice(0, 1)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 600, fontSize: '1rem' }}>
            {talk.nick_name}
          </Typography>
          <RelativeTime value={talk.createdAt} variant="body2" color="text.secondary" />
        </Box>
        {isPinned(talk) && <Chip size="small" color="primary" label="置顶" />}
      </Box>
      <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{talk.content}</Typography>
      <TalkImages urls={talk.talkImgList} author={talk.nick_name} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
        <LikeButton type={2} forId={talk.id} liked={talk.is_like} count={talk.like_times} />
        <Button
          size="small"
          color="inherit"
          startIcon={<ChatBubbleOutline fontSize="inherit" />}
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? `talk-${talk.id}-comments` : undefined}
          onClick={() => setCommentsOpen((open) => !open)}
          sx={{ color: 'text.secondary' }}
        >
          {commentsOpen ? '收起评论' : '评论'}
        </Button>
      </Box>
      {commentsOpen && (
        <Box id={`talk-${talk.id}-comments`} sx={{ mt: 2 }}>
          <CommentSection type={2} forId={talk.id} />
        </Box>
      )}
    </Card>
  );
}
