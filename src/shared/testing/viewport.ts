import { act } from '@testing-library/react';

/** Gives jsdom's window a width and tells listeners (useIsNarrow) about it. */
export const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

/** Moves jsdom's window scroll position and waits out the throttled scroll handlers (a few ms). */
export const scrollWindowTo = async (y: number) => {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
};
