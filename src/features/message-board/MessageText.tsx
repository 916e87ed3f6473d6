import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { containsMarkup } from '@/shared/lib/containsMarkup';

/** The safe list of tags a message may carry; nothing with a link, script or handler. */
const ALLOWED = {
  ALLOWED_TAGS: ['br', 'div', 'p', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'img'],
  ALLOWED_ATTR: ['src', 'alt'],
};

/** The words of a markup message without its tags: what shows until DOMPurify can run (it needs a DOM). */
const withoutTags = (text: string) => text.replace(/<[^>]*>/g, '');

interface Props {
  text: string;
  /** The server's verdict (false: show as text even if it looks like markup). */
  markup?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A message's text: rendered as markup only when docs/behaviour.md §6.1's rule says it has markup
 * (tags and none of the suspicious words) and then only what DOMPurify keeps; otherwise as text.
 */
export function MessageText({ text, markup = true, sx }: Props) {
  const base = { wordBreak: 'break-word', whiteSpace: 'pre-wrap', '& img': { maxHeight: 22, verticalAlign: 'middle' } };
  const merged = [base, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  // The server render has no DOM for DOMPurify: it and the hydrating render show the bare words
  // (as escaped text), and the sanitised markup replaces them right after hydration.
  const hydrated = useHydrated();
  if (markup && containsMarkup(text) && !hydrated) return <Box sx={merged}>{withoutTags(text)}</Box>;
  if (markup && containsMarkup(text)) {
    return (
      <Box
        sx={merged}
        data-testid="message-markup"
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(text, ALLOWED) }}
      />
    );
  }
  return <Box sx={merged}>{text}</Box>;
}
