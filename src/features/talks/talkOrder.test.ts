import { nextTalkPage, orderTalks, placeFocusedTalk } from './talkOrder';
import type { Talk, TalkPage } from './talkTypes';

const talk = (id: number, createdAt: string, is_top = 2): Talk => ({
  id,
  content: `说说${id}`,
  is_top,
  like_times: 0,
  createdAt,
  talkImgList: [],
  nick_name: '博主',
  avatar: '',
});
const page = (current: number, list: Talk[], total = 30): TalkPage => ({ current, size: 10, total, list });

test('pinned talks first, then newest first; a talk seen on two pages shows once', () => {
  const pages = [
    page(1, [talk(3, '2025-01-03 10:00:00'), talk(1, '2025-01-01 10:00:00', 1)]),
    page(2, [talk(3, '2025-01-03 10:00:00'), talk(2, '2025-01-02 10:00:00'), talk(4, '2024-12-01 10:00:00', 1)]),
  ];
  expect(orderTalks(pages).map((t) => t.id)).toEqual([1, 4, 3, 2]);
});

test('the next page is asked for until the total is reached', () => {
  expect(nextTalkPage(page(1, [talk(1, 'x')], 30), 1)).toBe(2);
  expect(nextTalkPage(page(3, [talk(1, 'x')], 30), 3)).toBeUndefined();
  expect(nextTalkPage(page(1, [], 30), 1)).toBeUndefined();
});

test('a focused talk on the first page keeps its place', () => {
  const pages = [page(1, [talk(2, '2025-01-02 10:00:00'), talk(1, '2025-01-01 10:00:00')])];
  const placed = placeFocusedTalk(pages, talk(1, '2025-01-01 10:00:00'));
  expect(placed).toEqual({ talks: orderTalks(pages), focusedFirst: false });
});

test('a focused talk beyond the first page comes first and is not repeated when its page loads', () => {
  const old = talk(9, '2020-01-01 10:00:00');
  const first = page(1, [talk(2, '2025-01-02 10:00:00')]);
  expect(placeFocusedTalk([first], old).talks.map((t) => t.id)).toEqual([9, 2]);
  const placed = placeFocusedTalk([first, page(2, [old, talk(8, '2021-01-01 10:00:00')])], old);
  expect(placed.talks.map((t) => t.id)).toEqual([9, 2, 8]);
  expect(placed.focusedFirst).toBe(true);
});
