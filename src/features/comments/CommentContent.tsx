import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import { containsMarkup } from '@/shared/lib/containsMarkup';

/** The server's safe list, enforced again here: markup is rendered only via containsMarkup + DOMPurify. */
const ALLOWED = {
  ALLOWED_TAGS: ['br', 'div', 'p', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'img'],
  ALLOWED_ATTR: ['src', 'alt'],
};

export function CommentContent({ content }: { content: string }) {
  const sx = {
    wordBreak: 'break-word',
    whiteSpace: 'pre-wrap',
    '& img': { height: 22, verticalAlign: 'middle' },
  } as const;
  if (containsMarkup(content)) {
    return (
      <Box
        sx={sx}
        data-testid="comment-markup"
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content, ALLOWED) }}
      />
    );
  }
  return <Box sx={sx}>{content}</Box>;
}
