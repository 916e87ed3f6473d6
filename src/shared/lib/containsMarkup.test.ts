import { containsMarkup, SUSPICIOUS_WORDS } from './containsMarkup';

describe('containsMarkup (docs/behaviour.md §6.1)', () => {
  it('is true for text with tags and no suspicious words', () => {
    expect(containsMarkup('<p>你好</p>')).toBe(true);
    expect(containsMarkup('评论了你的文章 <b>砚</b>')).toBe(true);
    expect(containsMarkup('<br/>')).toBe(true);
  });
  it('is false for plain text, empty text and lone brackets', () => {
    expect(containsMarkup('hello')).toBe(false);
    expect(containsMarkup('')).toBe(false);
    expect(containsMarkup(null)).toBe(false);
    expect(containsMarkup('a <> b')).toBe(false);
  });
  it.each(SUSPICIOUS_WORDS)('is false when the text contains "%s"', (word) => {
    expect(containsMarkup(`<span>${word}</span>`)).toBe(false);
  });
  it('matches suspicious words regardless of case', () => {
    expect(containsMarkup('<SCRIPT>x</SCRIPT>')).toBe(false);
    expect(containsMarkup('<img src=x OnError=y>')).toBe(false);
  });
});
