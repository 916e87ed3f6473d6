import { countWords, originLabel, readingMinutes } from './readingStats';

describe('reading stats', () => {
  it('counts Chinese characters and Latin words, not code or markup', () => {
    expect(countWords('## 缘起\n\n写博客 with React Hooks。')).toBe(5 + 3);
    expect(countWords('正文\n\n~~~bash\nrm -rf build dist\n~~~\n\n```ts\nconst a = 1;\n```\n')).toBe(2);
    expect(countWords('![封面](https://x/y.png) [链接文字](https://example.com)')).toBe(4);
  });
  it('estimates at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(900)).toBe(3);
  });
  it('names the article type', () => {
    expect(originLabel(1)).toBe('原创');
    expect(originLabel(2)).toBe('转载');
    expect(originLabel(3)).toBe('翻译');
    expect(originLabel(9)).toBe('原创');
  });
});
