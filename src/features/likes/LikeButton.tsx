import Button from '@mui/material/Button';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbUpOffAltIcon from '@mui/icons-material/ThumbUpOffAlt';
import { formatNumber } from '@/shared/lib/formatNumber';
import { useLike, type UseLikeOptions } from './useLike';

export interface LikeButtonProps extends UseLikeOptions {
  size?: 'small' | 'medium';
}

/** A thumbs-up with the count; pressed when the reader (user or visitor) likes it. */
export function LikeButton({ size = 'small', ...options }: LikeButtonProps) {
  const like = useLike(options);
  const Icon = like.liked ? ThumbUpAltIcon : ThumbUpOffAltIcon;
  const count = formatNumber(like.count);
  return (
    <Button
      size={size}
      color={like.liked ? 'primary' : 'inherit'}
      aria-pressed={like.liked}
      // The visible count is part of the name (WCAG 2.5.3, docs/accessibility.md): "点赞 12".
      aria-label={`${like.liked ? '取消点赞' : '点赞'} ${count}`}
      startIcon={<Icon fontSize="inherit" />}
      disabled={like.busy}
      onClick={() => void like.toggle()}
      sx={{ minWidth: 0, px: 1, color: like.liked ? undefined : 'text.secondary' }}
    >
      {count}
    </Button>
  );
}
