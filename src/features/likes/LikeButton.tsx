import Button from '@mui/material/Button';
import ThumbUpAltIcon from '@mui/icons-material/ThumbUpAlt';
import ThumbUpOffAltIcon from '@mui/icons-material/ThumbUpOffAlt';
import { LIKE_COUNT_ATTR, LIKE_KEY_ATTR, likeLabel } from '@/shared/boot/bootLikes';
import { formatNumber } from '@/shared/lib/formatNumber';
import { useLike, type UseLikeOptions } from './useLike';

export interface LikeButtonProps extends UseLikeOptions {
  size?: 'small' | 'medium';
}

// The pressed look follows aria-pressed alone, so the boot script's answer to a first 点赞 (which
// writes the attributes and the count, docs/architecture.md "Boot on intent") is the whole change.
const PRESSED = '&[aria-pressed="true"]';
const pressedLook = {
  minWidth: 0,
  px: 1,
  color: 'text.secondary',
  [PRESSED]: { color: 'primary.main' },
  [`${PRESSED} .like-off, &[aria-pressed="false"] .like-on`]: { display: 'none' },
};

/** A thumbs-up with the count; pressed when the reader (user or visitor) likes it. */
export function LikeButton({ size = 'small', ...options }: LikeButtonProps) {
  const like = useLike(options);
  return (
    <Button
      size={size}
      color="inherit"
      aria-pressed={like.liked}
      // The visible count is part of the name (WCAG 2.5.3, docs/accessibility.md): "点赞 12".
      aria-label={likeLabel(like)}
      {...{ [LIKE_KEY_ATTR]: like.key, [LIKE_COUNT_ATTR]: like.count }}
      startIcon={
        <>
          <ThumbUpAltIcon className="like-on" fontSize="inherit" />
          <ThumbUpOffAltIcon className="like-off" fontSize="inherit" />
        </>
      }
      disabled={like.busy}
      onClick={() => void like.toggle()}
      sx={pressedLook}
    >
      {formatNumber(like.count)}
    </Button>
  );
}
