import { useState } from 'react';
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import ButtonBase from '@mui/material/ButtonBase';
import { containsMarkup } from '@/shared/lib/containsMarkup';
import type { ChatMessageDto } from '@protocol/chatProtocol';

/**
 * Text is rendered as markup only when containsMarkup (docs/behaviour.md §6.1) says so, and then only after
 * DOMPurify (docs/architecture.md); anything else is plain text. Images open a preview and show a 404
 * placeholder when they fail to load (docs/behaviour.md §6.1).
 */
export function ChatMessageContent({ message }: { message: ChatMessageDto }) {
  const [broken, setBroken] = useState(false);
  const [preview, setPreview] = useState(false);
  if (message.content_type === 'image') {
    if (broken) {
      return (
        <Box
          data-testid="chat-image-404"
          sx={{
            width: 120,
            height: 80,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
            fontWeight: 700,
          }}
        >
          404
        </Box>
      );
    }
    return (
      <>
        <ButtonBase
          aria-label="查看大图"
          onClick={() => setPreview(true)}
          sx={{ borderRadius: 1, cursor: 'zoom-in', display: 'block' }}
        >
          <Box
            component="img"
            src={message.content}
            alt="聊天图片"
            onError={() => setBroken(true)}
            sx={{ maxWidth: 160, maxHeight: 160, borderRadius: 1, display: 'block' }}
          />
        </ButtonBase>
        <Dialog open={preview} onClose={() => setPreview(false)} maxWidth="lg" sx={{ zIndex: 10000 }}>
          <Box
            component="img"
            src={message.content}
            alt="图片预览"
            onClick={() => setPreview(false)}
            sx={{ maxWidth: '90vw', maxHeight: '85vh', display: 'block' }}
          />
        </Dialog>
      </>
    );
  }
  if (containsMarkup(message.content)) {
    const html = DOMPurify.sanitize(message.content, {
      ALLOWED_TAGS: ['br', 'div', 'p', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'img'],
      ALLOWED_ATTR: ['src', 'alt'],
    });
    return (
      <Box
        className="chat-markup"
        sx={{ wordBreak: 'break-word', '& img': { height: 22, verticalAlign: 'middle' } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return <Box sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.content}</Box>;
}
