import {
  canDelete,
  flattenPages,
  nextPageParam,
  withCommentRemoved,
  withReplyAdded,
  withReplyCount,
  withTopLevelAdded,
} from './commentTree';
import type { CommentItem, CommentPage, CommentPages } from './commentTypes';

const item = (id: number, extra: Partial<CommentItem> = {}): CommentItem => ({
  id,
  held: false,
  parent_id: null,
  type: 1,
  for_id: 7,
  from_id: 1,
  from_name: '甲',
  from_avatar: '',
  to_id: null,
  to_name: null,
  content: `评论${id}`,
  thumbs_up: 0,
  is_like: false,
  reply_total: 0,
  createdAt: '2025-01-01 00:00:00',
  ...extra,
});
const page = (current: number, ids: number[], total: number, size = 2): CommentPage => ({
  current,
  size,
  total,
  list: ids.map((id) => item(id)),
});
const data = (...pages: CommentPage[]): CommentPages => ({ pages, pageParams: pages.map((p) => p.current) });
const ids = (d: CommentPages) => flattenPages(d).map((c) => c.id);

test('flattens loaded pages in order without duplicates', () => {
  expect(ids(data(page(1, [5, 4], 5), page(2, [4, 3], 5)))).toEqual([5, 4, 3]);
  expect(flattenPages(undefined)).toEqual([]);
});

test('there is a next page until the loaded pages reach the total', () => {
  expect(nextPageParam(page(1, [5, 4], 5), 1)).toBe(2);
  expect(nextPageParam(page(3, [1], 5), 3)).toBeUndefined();
  expect(nextPageParam(page(2, [], 5), 2)).toBeUndefined();
});

test('a new top-level comment goes first and counts', () => {
  const next = withTopLevelAdded(data(page(1, [5, 4], 5), page(2, [3, 2], 5)), item(9));
  expect(ids(next)).toEqual([9, 5, 4, 3, 2]);
  expect(next.pages.map((p) => p.total)).toEqual([6, 6]);
  expect(withTopLevelAdded(data(), item(9))).toEqual(data());
});

test('a new reply goes last', () => {
  const next = withReplyAdded(data(page(1, [1, 2], 3), page(2, [3], 3)), item(4, { parent_id: 1 }));
  expect(ids(next)).toEqual([1, 2, 3, 4]);
  expect(next.pages[1].total).toBe(4);
});

test('a removed comment leaves the pages and the total; an unknown id changes nothing', () => {
  const before = data(page(1, [5, 4], 3), page(2, [3], 3));
  const next = withCommentRemoved(before, 4);
  expect(ids(next)).toEqual([5, 3]);
  expect(next.pages.map((p) => p.total)).toEqual([2, 2]);
  expect(withCommentRemoved(before, 99)).toBe(before);
});

test('reply counts move with replies and never go below zero', () => {
  const before = data({ current: 1, size: 2, total: 2, list: [item(1, { reply_total: 1 }), item(2)] });
  expect(flattenPages(withReplyCount(before, 1, 1))[0].reply_total).toBe(2);
  expect(flattenPages(withReplyCount(before, 2, -1))[1].reply_total).toBe(0);
});

test('authors and admins may delete, others not', () => {
  expect(canDelete({ from_id: 3 }, { id: 3, role: 2 })).toBe(true);
  expect(canDelete({ from_id: 3 }, { id: 4, role: 1 })).toBe(true);
  expect(canDelete({ from_id: 3 }, { id: 4, role: 2 })).toBe(false);
  expect(canDelete({ from_id: 3 }, null)).toBe(false);
});
