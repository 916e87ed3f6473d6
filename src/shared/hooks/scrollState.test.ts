import { initialHeaderScrollState, nextHeaderScrollState } from './scrollState';

describe('nextHeaderScrollState (docs/behaviour.md §2.2)', () => {
  it('stays visible and transparent within 50 px of the top', () => {
    expect(nextHeaderScrollState(initialHeaderScrollState, 30)).toEqual({ y: 30, hidden: false, transparent: true });
    expect(nextHeaderScrollState({ y: 300, hidden: true, transparent: false }, 50).hidden).toBe(false);
  });
  it('hides on scrolling down past 50 px', () => {
    expect(nextHeaderScrollState({ y: 40, hidden: false, transparent: true }, 120)).toEqual({
      y: 120,
      hidden: true,
      transparent: false,
    });
  });
  it('shows again on scrolling up, opaque', () => {
    expect(nextHeaderScrollState({ y: 400, hidden: true, transparent: false }, 300)).toEqual({
      y: 300,
      hidden: false,
      transparent: false,
    });
  });
  it('keeps visibility when the position does not change', () => {
    expect(nextHeaderScrollState({ y: 400, hidden: true, transparent: false }, 400).hidden).toBe(true);
  });
});
