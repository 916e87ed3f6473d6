import { typewriterLines } from './siteTypes';

describe('typewriterLines', () => {
  it('splits on newlines and drops blank lines', () => {
    expect(typewriterLines('一\n\n 二 \n')).toEqual(['一', '二']);
    expect(typewriterLines(undefined)).toEqual([]);
    expect(typewriterLines('')).toEqual([]);
  });
});
