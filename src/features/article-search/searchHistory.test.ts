import { encodeText } from '@/shared/lib/storageCodec';
import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX, addToHistory, loadHistory, saveHistory } from './searchHistory';

describe('search history', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first, trimmed', () => {
    expect(addToHistory(['react'], '  vue ')).toEqual(['vue', 'react']);
  });

  it('keeps no duplicates: searching again moves the entry up', () => {
    expect(addToHistory(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  });

  it('drops the oldest past the limit', () => {
    let history: string[] = [];
    for (let i = 1; i <= SEARCH_HISTORY_MAX + 2; i += 1) history = addToHistory(history, `词${i}`);
    expect(history).toHaveLength(SEARCH_HISTORY_MAX);
    expect(history[0]).toBe(`词${SEARCH_HISTORY_MAX + 2}`);
    expect(history).not.toContain('词1');
    expect(history).not.toContain('词2');
  });

  it('ignores blank and over-long terms', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
    expect(addToHistory(['a'], 'x'.repeat(51))).toEqual(['a']);
  });

  it('stores under blog-search-history, key and value encoded, and reads it back', () => {
    saveHistory(localStorage, ['砚台', 'react']);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    const raw = localStorage.getItem(encodeText(SEARCH_HISTORY_KEY));
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('react');
    expect(loadHistory(localStorage)).toEqual(['砚台', 'react']);
  });

  it('clearing removes the entry; malformed storage reads as empty', () => {
    saveHistory(localStorage, ['a']);
    saveHistory(localStorage, []);
    expect(localStorage.getItem(encodeText(SEARCH_HISTORY_KEY))).toBeNull();
    localStorage.setItem(encodeText(SEARCH_HISTORY_KEY), encodeText(JSON.stringify({ not: 'a list' })));
    expect(loadHistory(localStorage)).toEqual([]);
    localStorage.setItem(encodeText(SEARCH_HISTORY_KEY), '%%%not base64');
    expect(loadHistory(localStorage)).toEqual([]);
  });
});
