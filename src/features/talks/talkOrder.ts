import { isPinned, type Talk, type TalkPage } from './talkTypes';

/** The next page to ask for, or undefined when the last one came back short or empty. */
export function nextTalkPage(last: TalkPage, lastParam: number): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.current * last.size < last.total ? lastParam + 1 : undefined;
}

/** Newest first by creation time, the larger id first on a tie. */
const newestFirst = (a: Talk, b: Talk) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The loaded pages as one list: each talk once, pinned talks first, then newest first. The server
 * sends them in that order already; sorting again keeps the rule when a talk moves between pages
 * while the reader scrolls (a new post shifts everything by one).
 */
export function orderTalks(pages: readonly TalkPage[]): Talk[] {
  const seen = new Set<number>();
  const talks: Talk[] = [];
  for (const page of pages) {
    for (const talk of page.list) {
      if (seen.has(talk.id)) continue;
      seen.add(talk.id);
      talks.push(talk);
    }
  }
  const pinned = talks.filter(isPinned).sort(newestFirst);
  const rest = talks.filter((talk) => !isPinned(talk)).sort(newestFirst);
  return [...pinned, ...rest];
}

/**
 * Where the talk a notification points at (`?id=`) goes. On the first page it stays in its place;
 * otherwise it is shown first, loaded on its own, and left out of the pages loaded later, so
 * scrolling never moves it and it is never shown twice.
 */
export function placeFocusedTalk(
  pages: readonly TalkPage[],
  focused: Talk | undefined,
): { talks: Talk[]; focusedFirst: boolean } {
  const talks = orderTalks(pages);
  if (!focused || pages.length === 0) return { talks, focusedFirst: false };
  if (pages[0].list.some((talk) => talk.id === focused.id)) return { talks, focusedFirst: false };
  return { talks: [focused, ...talks.filter((talk) => talk.id !== focused.id)], focusedFirst: true };
}
