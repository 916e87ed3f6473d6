import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CommentEditor } from './CommentEditor';
import { CommentRow } from './CommentRow';
import { useCommentSection } from './commentSectionContext';
import { COMMENT_TEXT, replyTo, showReplies } from './commentTexts';
import type { CommentItem } from './commentTypes';
import { ReplyList } from './ReplyList';
import type { FormGuardInput } from '@protocol/spamRules';

interface CommentThreadProps {
  item: CommentItem;
  /** The reply being written in this thread, if any. */
  replying: { toId: number; toName: string } | null;
  onReplySent: (content: string, guard: FormGuardInput) => Promise<boolean>;
  onReplyCancel: () => void;
}

/** A top-level comment, its reply editor when open, and its replies (opened on demand). */
export function CommentThread({ item, replying, onReplySent, onReplyCancel }: CommentThreadProps) {
  const section = useCommentSection();
  const [open, setOpen] = useState(false);
  const send = async (content: string, guard: FormGuardInput) => {
    const accepted = await onReplySent(content, guard);
    if (accepted) setOpen(true);
    return accepted;
  };
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}>
      <CommentRow
        item={item}
        ownerId={section.ownerId}
        canDelete={section.mayDelete(item)}
        onReply={section.startReply}
        onDelete={section.askDelete}
      />
      <Box sx={{ pl: { xs: 2, sm: 6 } }}>
        {replying && (
          <Box sx={{ mb: 1 }}>
            <CommentEditor
              autoFocus
              placeholder={replyTo(replying.toName)}
              submitLabel={COMMENT_TEXT.sendReply}
              onSubmit={send}
              onCancel={onReplyCancel}
            />
          </Box>
        )}
        {open ? (
          <ReplyList parentId={item.id} />
        ) : (
          item.reply_total > 0 && (
            <Button size="small" onClick={() => setOpen(true)}>
              {showReplies(item.reply_total)}
            </Button>
          )
        )}
      </Box>
    </Box>
  );
}
