import DOMPurify from 'dompurify';
import Typography from '@mui/material/Typography';
import { containsMarkup } from '@/shared/lib/containsMarkup';

/** docs/architecture.md: network HTML is rendered only when containsMarkup (docs/behaviour.md §6.1) and after DOMPurify. */
export function NotificationMessage({ text }: { text: string }) {
  if (containsMarkup(text)) {
    const html = DOMPurify.sanitize(text, { USE_PROFILES: { html: true } });
    return (
      <Typography
        variant="body2"
        component="div"
        sx={{ wordBreak: 'break-word' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );
}
