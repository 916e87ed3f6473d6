import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first call at once and folds later calls into one trailing call', () => {
    const fn = jest.fn();
    const t = throttle(fn, 5);
    t(1);
    t(2);
    t(3);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    jest.advanceTimersByTime(5);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs immediately again once the window has passed', () => {
    const fn = jest.fn();
    const t = throttle(fn, 5);
    t('a');
    jest.advanceTimersByTime(10);
    t('b');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  it('drops the pending call on cancel', () => {
    const fn = jest.fn();
    const t = throttle(fn, 5);
    t(1);
    t(2);
    t.cancel();
    jest.advanceTimersByTime(10);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
