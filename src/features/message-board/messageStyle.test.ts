import { resolveStyle } from './messageStyle';

describe('resolveStyle', () => {
  it('keeps a readable pair as chosen', () => {
    const style = resolveStyle({ color: '#ffffff', bg_color: '#000000', font_size: 14, font_weight: 400 });
    expect(style).toMatchObject({ color: '#ffffff', bgColor: '#000000', adjusted: false });
  });

  it('swaps a faint text colour for black or white', () => {
    expect(resolveStyle({ color: '#eeeeee', bg_color: '#ffffff', font_size: 14, font_weight: 400 })).toMatchObject({
      color: '#000000',
      adjusted: true,
    });
    expect(resolveStyle({ color: '#111111', bg_color: '#222222', font_size: 14, font_weight: 400 }).color).toBe(
      '#ffffff',
    );
  });

  it('allows the lower ratio for large text and falls back on unreadable colours', () => {
    // #767676 on white is 4.54; #949494 is about 3.0 : 1, enough only at 24 px.
    expect(resolveStyle({ color: '#949494', bg_color: '#ffffff', font_size: 24, font_weight: 400 }).adjusted).toBe(
      false,
    );
    expect(resolveStyle({ color: '#949494', bg_color: '#ffffff', font_size: 14, font_weight: 400 }).adjusted).toBe(
      true,
    );
    expect(resolveStyle({ color: 'nope', bg_color: 'nope', font_size: 0, font_weight: 400 })).toMatchObject({
      bgColor: '#3d5a80',
      fontSize: 16,
      color: '#ffffff',
    });
  });
});
