import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn } from '@/features/auth';
import { EmojiPicker } from '@/shared/components/EmojiPicker';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { noticeShown } from '@/shared/notices/noticesSlice';
import { chatSendRequested } from './chatActions';
import { selectChatStatus, selectKicked, selectQueued } from './chatSlice';
import { CHAT_TEXT } from './chatTexts';

/** Plain text when the editor holds only text; otherwise its markup (the server sanitises it). */
function editorContent(el: HTMLElement): string {
  const hasElements = Array.from(el.childNodes).some((n) => n.nodeType === Node.ELEMENT_NODE);
  return hasElements ? el.innerHTML : (el.textContent ?? '');
}

/** The queued message as text (it may be the editor's markup; a parsed document runs nothing). */
function plainText(content: string): string {
  return new DOMParser().parseFromString(content, 'text/html').body.textContent || '[图片]';
}

/** docs/behaviour.md §6.1: emoji picker, image button (logged-in only), rich-text input, send button and Enter. */
export function ChatComposer() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const editor = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploadImage, uploading } = useImageUpload();
  // docs/behaviour.md §6.2: one image, compressed over 800 KB; a failure says 图片上传失败 and sends nothing.
  const sendImage = async (file: File) => {
    const path = await uploadImage(file);
    if (path) dispatch(chatSendRequested({ content: path, content_type: 'image' }));
  };
  const queued = useAppSelector(selectQueued);
  const status = useAppSelector(selectChatStatus);
  const waiting = queued !== null && status !== 'open';
  // docs/behaviour.md §6.4: a reader forced offline cannot type until let back in.
  const kicked = useAppSelector(selectKicked);

  const send = () => {
    const el = editor.current;
    if (!el || kicked) return;
    if (!loggedIn) return void dispatch(noticeShown({ kind: 'warning', message: CHAT_TEXT.loginFirst }));
    const visible = (el.textContent ?? '').trim() !== '' || el.querySelector('img') !== null;
    if (!visible) return void dispatch(noticeShown({ kind: 'warning', message: CHAT_TEXT.emptyMessage }));
    // docs/behaviour.md §12.4: one message waits for the socket; a second stays typed in the box.
    if (waiting) return void dispatch(noticeShown({ kind: 'warning', message: CHAT_TEXT.queueBusy }));
    dispatch(chatSendRequested({ content: editorContent(el), content_type: 'text' }));
    el.innerHTML = '';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void sendImage(file);
  };

  const addEmoji = (emoji: string) => {
    const el = editor.current;
    if (!el || kicked) return;
    el.append(document.createTextNode(emoji));
    el.focus();
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      {waiting && (
        <Typography data-testid="chat-queued" variant="caption" color="text.secondary" component="p" noWrap>
          {CHAT_TEXT.queued}
          {plainText(queued)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <EmojiPicker onPick={addEmoji} />
        {loggedIn && (
          <IconButton
            aria-label="发送图片"
            size="small"
            disabled={uploading || kicked}
            onClick={() => fileInput.current?.click()}
          >
            <ImageIcon fontSize="small" />
          </IconButton>
        )}
        <input
          ref={fileInput}
          data-testid="chat-file"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          onChange={onFile}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <Box
          ref={editor}
          role="textbox"
          aria-label="聊天输入框"
          aria-multiline="true"
          aria-disabled={kicked || undefined}
          contentEditable={!kicked}
          suppressContentEditableWarning
          data-placeholder={CHAT_TEXT.placeholder}
          onKeyDown={onKeyDown}
          sx={{
            flex: 1,
            minWidth: 0,
            minHeight: 40,
            maxHeight: 96,
            overflowY: 'auto',
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            outline: 'none',
            '&:empty::before': { content: 'attr(data-placeholder)', color: 'text.disabled' },
          }}
        />
        <Button variant="contained" onClick={send} disabled={kicked} sx={{ flexShrink: 0 }}>
          {CHAT_TEXT.send}
        </Button>
      </Box>
    </Box>
  );
}
