import { MessageBoard } from '@/features/message-board';
import { PageBanner } from '@/features/site';

/** /message/list: the banner and the board (kept alive; docs/behaviour.md §2.1). */
export default function MessageListPage() {
  return (
    <>
      <PageBanner title="留言板" />
      <MessageBoard />
    </>
  );
}
