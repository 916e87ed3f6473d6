import { parseQueryId } from './queryId';

test('positive integers only', () => {
  expect(parseQueryId('12')).toBe(12);
  expect(parseQueryId(null)).toBeNull();
  for (const bad of ['', '0', '-3', '1.5', 'abc', '1e3', '99999999999999999999']) expect(parseQueryId(bad)).toBeNull();
});
