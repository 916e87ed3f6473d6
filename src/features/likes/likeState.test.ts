import { toggledLike } from './likeState';

test('liking adds one, unliking takes one away, never below zero', () => {
  expect(toggledLike({ liked: false, count: 2 })).toEqual({ liked: true, count: 3 });
  expect(toggledLike({ liked: true, count: 3 })).toEqual({ liked: false, count: 2 });
  expect(toggledLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
});
