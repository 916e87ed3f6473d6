import { act, renderHook } from '@testing-library/react';
import { useScrollDirection } from './useScrollDirection';
import { useScrolledPast } from './useScrollY';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(10);
};

describe('scroll hooks (docs/behaviour.md §2.2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => jest.useRealTimers());

  it('useScrollDirection hides on scroll down, shows on scroll up, transparent near the top', () => {
    const { result } = renderHook(() => useScrollDirection());
    expect(result.current).toMatchObject({ hidden: false, transparent: true });
    act(() => scrollTo(300));
    expect(result.current).toMatchObject({ hidden: true, transparent: false });
    act(() => scrollTo(200));
    expect(result.current).toMatchObject({ hidden: false, transparent: false });
    act(() => scrollTo(10));
    expect(result.current).toMatchObject({ hidden: false, transparent: true });
  });

  it('useScrolledPast flips at the threshold', () => {
    const { result } = renderHook(() => useScrolledPast(200));
    expect(result.current).toBe(false);
    act(() => scrollTo(200));
    expect(result.current).toBe(false);
    act(() => scrollTo(201));
    expect(result.current).toBe(true);
  });
});
