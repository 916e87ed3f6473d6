import { useEffect, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectIsAdmin, selectUserInfo } from '@/features/auth';
import { useMutationNotice } from '@/shared/api/useMutationNotice';
import { CHAT_PAGE_SIZE, useDeleteChatMessageMutation, useLazyGetChatListQuery } from './chatApi';
import { selectChatMessages, selectHasMore, selectKicked } from './chatSlice';
import { ChatMessageItem } from './ChatMessageItem';
import { CHAT_TEXT } from './chatTexts';

/** How close to the bottom (px) still counts as reading the newest messages. */
const PINNED_SLACK = 48;

/**
 * The message area (docs/behaviour.md §6.1): the newest 10 on open, older pages on demand with the scroll
 * anchor kept (docs/behaviour.md §6.3: a full page means more), new messages scroll into view.
 */
export function ChatMessageList() {
  const messages = useAppSelector(selectChatMessages);
  const hasMore = useAppSelector(selectHasMore);
  const kicked = useAppSelector(selectKicked);
  const me = useAppSelector(selectUserInfo);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [loadPage, { isFetching }] = useLazyGetChatListQuery();
  const [deleteMessage] = useDeleteChatMessageMutation();
  const notify = useMutationNotice();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  /** Distance from the bottom before an older page is prepended; null when not loading older. */
  const anchor = useRef<number | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;

  // Loaded on open and again when a forced-offline reader is let back in (docs/behaviour.md §6.4).
  useEffect(() => {
    if (!kicked) void loadPage({ size: CHAT_PAGE_SIZE });
  }, [loadPage, kicked]);

  // docs/behaviour.md §6.1: the panel opens at the newest message and keeps it in view while the reader is at
  // the bottom — also when the content grows later (an image or emoji loading, the popover settling).
  const pinned = useRef(true);
  /** Where the list last stood, so that only a move upwards (the reader's own) unpins it. */
  const lastTop = useRef(0);
  const toBottom = () => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (anchor.current !== null) {
      el.scrollTop = el.scrollHeight - anchor.current;
      lastTop.current = el.scrollTop;
      anchor.current = null;
    } else {
      toBottom();
      pinned.current = true;
    }
  }, [firstId, lastId]);

  // The window onto the list shrinks too (the header's online row arrives after the messages, a
  // taller composer): scrollTop stays and the bottom slips out of view, so both sizes are watched.
  useEffect(() => {
    const inner = content.current;
    const outer = scroller.current;
    if (!inner || !outer || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (pinned.current && anchor.current === null) toBottom();
    });
    observer.observe(inner);
    observer.observe(outer);
    return () => observer.disconnect();
  }, []);

  // Content that grows (an image decoding) moves the bottom away without moving scrollTop; a scroll event
  // queued before that growth must not read it as the reader leaving the bottom. Only scrolling up unpins.
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < PINNED_SLACK;
    const movedUp = el.scrollTop < lastTop.current - 1;
    lastTop.current = el.scrollTop;
    if (nearBottom) pinned.current = true;
    else if (movedUp) pinned.current = false;
  };

  const loadOlder = () => {
    if (!scroller.current || firstId === undefined) return;
    anchor.current = scroller.current.scrollHeight - scroller.current.scrollTop;
    void loadPage({ size: CHAT_PAGE_SIZE, last_id: firstId });
  };

  const revert = async (id: number) => {
    await notify(deleteMessage(id), CHAT_TEXT.reverted);
  };

  return (
    <Box
      ref={scroller}
      data-testid="chat-body"
      onScroll={onScroll}
      // An image that finishes loading while the reader is at the bottom keeps the list there
      // (load does not bubble; the capture phase sees it): docs/behaviour.md §6.1.
      onLoadCapture={() => {
        if (pinned.current && anchor.current === null) toBottom();
      }}
      sx={{ flex: 1, overflowY: 'auto', py: 1 }}
    >
      <Box ref={content}>
        {hasMore && (
          <Box sx={{ textAlign: 'center' }}>
            <Button size="small" disabled={isFetching} onClick={loadOlder}>
              {CHAT_TEXT.loadOlder}
            </Button>
          </Box>
        )}
        {messages.length === 0 ? (
          <Typography role={kicked ? 'alert' : undefined} sx={{ textAlign: 'center', color: 'text.secondary', mt: 8 }}>
            {kicked ? CHAT_TEXT.kicked : CHAT_TEXT.empty}
          </Typography>
        ) : (
          messages.map((m) => {
            const own = !!me && me.id === m.user_id;
            return (
              <ChatMessageItem
                key={m.id}
                message={m}
                own={own}
                canRevert={own || isAdmin}
                onRevert={(id) => void revert(id)}
              />
            );
          })
        )}
      </Box>
    </Box>
  );
}
