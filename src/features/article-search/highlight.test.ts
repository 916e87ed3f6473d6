import { highlight } from './highlight';

describe('highlight', () => {
  it('marks every case-insensitive match', () => {
    expect(highlight('React 与 react hooks', 'react')).toEqual([
      { text: 'React', match: true },
      { text: ' 与 ', match: false },
      { text: 'react', match: true },
      { text: ' hooks', match: false },
    ]);
  });

  it('treats regex and markup characters literally and returns text, not HTML', () => {
    const parts = highlight('用 c++ 写 <script>alert(1)</script> (a|b)', 'c++ <script> (a|b)');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['c++', '<script>', '(a|b)']);
    expect(parts.map((p) => p.text).join('')).toBe('用 c++ 写 <script>alert(1)</script> (a|b)');
  });

  it('highlights each word of a multi-word query, longest first', () => {
    expect(highlight('博客写作', '写作 博')).toEqual([
      { text: '博', match: true },
      { text: '客', match: false },
      { text: '写作', match: true },
    ]);
  });

  it('returns the text unmarked for a blank query and nothing for empty text', () => {
    expect(highlight('砚台', '  ')).toEqual([{ text: '砚台', match: false }]);
    expect(highlight('', 'a')).toEqual([]);
  });
});
