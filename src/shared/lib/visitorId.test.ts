import { VISITOR_ID_PATTERN } from '@protocol/interactionRules';
import { encodeText } from './storageCodec';
import { getVisitorId, randomVisitorId, resetVisitorIdCache, VISITOR_ID_KEY } from './visitorId';

beforeEach(() => {
  localStorage.clear();
  resetVisitorIdCache();
});

test('a random id matches the format the server accepts, and two differ', () => {
  const a = randomVisitorId();
  expect(a).toMatch(VISITOR_ID_PATTERN);
  expect(randomVisitorId()).not.toBe(a);
});

test('made once, stored encoded, and the same after a reload', () => {
  const first = getVisitorId(localStorage);
  expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
  expect(localStorage.getItem(encodeText(VISITOR_ID_KEY))).not.toContain(first);
  resetVisitorIdCache();
  expect(getVisitorId(localStorage)).toBe(first);
});

test('a tampered stored value is replaced by a fresh valid id', () => {
  localStorage.setItem(encodeText(VISITOR_ID_KEY), encodeText(JSON.stringify('<script>')));
  const id = getVisitorId(localStorage);
  expect(id).toMatch(VISITOR_ID_PATTERN);
  resetVisitorIdCache();
  expect(getVisitorId(localStorage)).toBe(id);
});

test('works without storage', () => {
  expect(getVisitorId(undefined)).toMatch(VISITOR_ID_PATTERN);
});
