import type { CommentItem, CommentPage, CommentPages } from './commentTypes';

// The comment tree's state as pure functions over the loaded pages: what to show, whether more
// exist, and how a new, deleted or replied-to comment changes the pages without a refetch.

/** Every loaded comment once, in page order (a comment added locally may come back on a later page). */
export function flattenPages(data: CommentPages | undefined): CommentItem[] {
  const seen = new Set<number>();
  const list: CommentItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.list) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      list.push(item);
    }
  }
  return list;
}

/** The page after `lastParam`, or undefined when the last page reached the total. */
export function nextPageParam(lastPage: CommentPage, lastParam: number): number | undefined {
  if (lastPage.list.length === 0) return undefined;
  return lastPage.current * lastPage.size < lastPage.total ? lastParam + 1 : undefined;
}

const withTotal = (pages: CommentPage[], delta: number) =>
  pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) }));

/** A new top-level comment shows first, whatever the order, so its author sees it at once. */
export function withTopLevelAdded(data: CommentPages, item: CommentItem): CommentPages {
  const [first, ...rest] = withTotal(data.pages, 1);
  if (!first) return data;
  return { ...data, pages: [{ ...first, list: [item, ...first.list] }, ...rest] };
}

/** A new reply goes last: replies read oldest first. */
export function withReplyAdded(data: CommentPages, item: CommentItem): CommentPages {
  const pages = withTotal(data.pages, 1);
  const last = pages.length - 1;
  if (last < 0) return data;
  pages[last] = { ...pages[last], list: [...pages[last].list, item] };
  return { ...data, pages };
}

/** Drops a comment from the loaded pages (and one from the totals when it was there). */
export function withCommentRemoved(data: CommentPages, id: number): CommentPages {
  const present = data.pages.some((page) => page.list.some((item) => item.id === id));
  if (!present) return data;
  const pages = withTotal(data.pages, -1).map((page) => ({
    ...page,
    list: page.list.filter((item) => item.id !== id),
  }));
  return { ...data, pages };
}

/** Changes a top-level comment's reply count (a reply added or deleted under it). */
export function withReplyCount(data: CommentPages, parentId: number, delta: number): CommentPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((item) =>
        item.id === parentId ? { ...item, reply_total: Math.max(0, item.reply_total + delta) } : item,
      ),
    })),
  };
}

/** Who may delete a comment: its author, or an admin. */
export function canDelete(item: Pick<CommentItem, 'from_id'>, viewer: { id: number; role: number } | null): boolean {
  return !!viewer && (viewer.id === item.from_id || viewer.role === 1);
}
