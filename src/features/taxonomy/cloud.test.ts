import { cloudFontSize, totalArticles } from './cloud';

describe('taxonomy cloud', () => {
  it('scales the font between the least and most used', () => {
    expect(cloudFontSize(1, 1, 5)).toBe(0.9);
    expect(cloudFontSize(5, 1, 5)).toBe(1.8);
    expect(cloudFontSize(3, 1, 5)).toBe(1.35);
    expect(cloudFontSize(2, 2, 2)).toBe(1.2);
  });
  it('adds up article counts', () => {
    expect(totalArticles([{ articleCount: 2 }, { articleCount: 5 }])).toBe(7);
  });
});
