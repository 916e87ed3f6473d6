import { useState } from 'react';
import type { MessageFilter } from './messageTypes';

/**
 * The board's filters outlive the page (docs/behaviour.md §2.1 keep-alive): leaving /message/list and
 * coming back shows the same tab and search, whose pages are still cached. Kept in memory only,
 * like the board's scroll position; a reload starts afresh.
 */
const remembered: MessageFilter = { tag: '', message: '' };

export function useRememberedFilter(): [MessageFilter, (next: MessageFilter) => void] {
  const [filter, setFilter] = useState<MessageFilter>(() => ({ ...remembered }));
  const update = (next: MessageFilter) => {
    remembered.tag = next.tag;
    remembered.message = next.message;
    setFilter(next);
  };
  return [filter, update];
}

/** Tests start from a fresh board. */
export function forgetBoardFilter(): void {
  remembered.tag = '';
  remembered.message = '';
}
