import { imageGridLayout } from './imageGrid';

test('one image is shown large, alone', () => {
  expect(imageGridLayout(1)).toEqual({ single: true, columns: 1 });
});

test('two and four images fill two columns, everything else three', () => {
  expect(imageGridLayout(2).columns).toBe(2);
  expect(imageGridLayout(4).columns).toBe(2);
  for (const count of [3, 5, 6, 7, 9]) expect(imageGridLayout(count)).toEqual({ single: false, columns: 3 });
});
