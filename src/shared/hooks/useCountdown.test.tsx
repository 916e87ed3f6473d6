import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it('counts down once a second and calls onDone once at zero', () => {
    const onDone = jest.fn();
    const { result } = renderHook(() => useCountdown(3, onDone));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
