import { activeHeadingIndex, buildToc, headingId, scrollTargetY } from './toc';

describe('table of contents', () => {
  it('gives every heading a unique id and indents from the largest level used', () => {
    const toc = buildToc([
      { text: '缘起', level: 2 },
      { text: '细节', level: 3 },
      { text: '缘起', level: 2 },
    ]);
    expect(toc).toEqual([
      { id: 'heading-1', text: '缘起', depth: 0 },
      { id: 'heading-2', text: '细节', depth: 1 },
      { id: 'heading-3', text: '缘起', depth: 0 },
    ]);
    expect(headingId(2)).toBe('heading-2');
  });

  it('marks the last heading that reached the header as active', () => {
    expect(activeHeadingIndex([200, 800, 1400], 64)).toBe(-1);
    expect(activeHeadingIndex([64, 700, 1300], 64)).toBe(0);
    expect(activeHeadingIndex([65.5, 700], 64)).toBe(0);
    expect(activeHeadingIndex([-900, -200, 63, 400], 64)).toBe(2);
    expect(activeHeadingIndex([-900, -200, -10], 64)).toBe(2);
    expect(activeHeadingIndex([], 64)).toBe(-1);
  });

  it('scrolls so the heading sits right under the fixed header', () => {
    expect(scrollTargetY(500, 1000, 64)).toBe(1436);
    expect(scrollTargetY(-300, 1000, 56)).toBe(644);
    expect(scrollTargetY(10, 0, 64)).toBe(0);
  });
});
