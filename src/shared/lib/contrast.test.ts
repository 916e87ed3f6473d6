import { contrastRatio, isLargeText, parseCssColor, relativeLuminance, worstContrast } from './contrast';

describe('contrast math (WCAG 2.x)', () => {
  it('gives the luminance of the extremes and of a mid grey', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1, 6);
    expect(relativeLuminance([119, 119, 119])).toBeCloseTo(0.184, 3);
  });

  it('gives 21 : 1 for black on white, 1 : 1 for equal colours, in either order', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 6);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 6);
    expect(contrastRatio([52, 80, 106], [52, 80, 106])).toBe(1);
  });

  it('matches known reference pairs', () => {
    // #767676 on white is the classic lightest grey that passes 4.5 : 1.
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeLessThan(4.5);
  });

  it('reads the colour formats getComputedStyle and themes use', () => {
    expect(parseCssColor('rgb(255, 255, 255)')).toEqual([255, 255, 255]);
    expect(parseCssColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3]);
    expect(parseCssColor('#34506a')).toEqual([0x34, 0x50, 0x6a]);
    expect(parseCssColor('#fff')).toEqual([255, 255, 255]);
    expect(parseCssColor('transparent')).toBeUndefined();
  });

  it('tells large text from normal text', () => {
    expect(isLargeText(48, 700)).toBe(true);
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(20, 700)).toBe(true);
    expect(isLargeText(20, 500)).toBe(false);
    expect(isLargeText(14, 700)).toBe(false);
  });

  it('takes the worst pixel behind the text, not the average', () => {
    const black = [0, 0, 0, 255];
    const white = [255, 255, 255, 255];
    expect(worstContrast([255, 255, 255], [...black, ...black])).toBeCloseTo(21, 6);
    expect(worstContrast([255, 255, 255], [...black, ...white, ...black])).toBe(1);
    expect(worstContrast([255, 255, 255], [])).toBe(Infinity);
  });
});
