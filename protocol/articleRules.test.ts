import { articleContentProblem, emptyImageLine } from './articleRules';

describe('images without an address', () => {
  it.each(['![]()', '![alt]()', '![](   )', '![封面](\t)', '![](<>)', '前文 ![图]() 后文'])('finds %p', (image) => {
    expect(emptyImageLine(image)).toBe(1);
  });

  it('names the line of the first one', () => {
    expect(emptyImageLine('# 标题\n\n正文\r\n![]()\n![]()')).toBe(4);
    expect(articleContentProblem('a\n![x]()')).toBe('正文第 2 行的图片没有地址（![]()），请上传图片或删除它');
  });

  it.each([
    '![图](/uploads/a.png)',
    "![](/uploads/a.png 'a')",
    '![](<a b.png>)',
    '[链接]()',
    '\\![]()',
    '写法是 `![]()`，括号里放地址',
    '```md\n![]()\n```',
    '~~~~\n![]()\n```\n~~~~',
    '',
  ])('accepts %p', (body) => {
    expect(emptyImageLine(body)).toBeNull();
    expect(articleContentProblem(body)).toBeNull();
  });

  it('checks again after a fence closes', () => {
    expect(emptyImageLine('```\n![]()\n```\n![]()')).toBe(4);
  });
});
