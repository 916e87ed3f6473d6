import { act, renderHook } from '@testing-library/react';
import { resizeTo } from '@/shared/testing/viewport';
import { isNarrowWidth, useIsNarrow } from './useIsNarrow';

describe('useIsNarrow (docs/behaviour.md §2.2: under 798 px)', () => {
  it('classifies widths', () => {
    expect(isNarrowWidth(797)).toBe(true);
    expect(isNarrowWidth(798)).toBe(false);
  });
  it('follows window resizes', () => {
    resizeTo(1200);
    const { result } = renderHook(() => useIsNarrow());
    expect(result.current).toBe(false);
    act(() => resizeTo(500));
    expect(result.current).toBe(true);
    act(() => resizeTo(798));
    expect(result.current).toBe(false);
  });
});
