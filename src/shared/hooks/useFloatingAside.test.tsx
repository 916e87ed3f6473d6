import { act, render, screen } from '@testing-library/react';
import { resizeTo, scrollWindowTo as scrollTo } from '@/shared/testing/viewport';
import { floatingAsideSx, useFloatingAside } from './useFloatingAside';

// docs/behaviour.md §2.2: on a phone the floating controls step aside while the reader scrolls down.
function Probe() {
  return <output data-testid="probe">{String(useFloatingAside())}</output>;
}

/** A page taller than jsdom's 768 px window, so scrolling down does not reach its end at once. */
const pageHeight = (px: number) =>
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: px });

describe('floating controls on phones', () => {
  beforeEach(() => pageHeight(3000));
  afterEach(async () => {
    await scrollTo(0);
    resizeTo(1024);
  });

  it('step aside while scrolling down on a phone, come back on scrolling up, never on a desktop', async () => {
    resizeTo(390);
    render(<Probe />);
    await scrollTo(600);
    expect(screen.getByTestId('probe')).toHaveTextContent('true');
    await scrollTo(400);
    expect(screen.getByTestId('probe')).toHaveTextContent('false');
    act(() => resizeTo(1440));
    await scrollTo(900);
    expect(screen.getByTestId('probe')).toHaveTextContent('false');
  });

  it('come back at the end of the page, where the page keeps their room free', async () => {
    resizeTo(390);
    render(<Probe />);
    await scrollTo(600);
    expect(screen.getByTestId('probe')).toHaveTextContent('true');
    await scrollTo(3000 - window.innerHeight);
    expect(screen.getByTestId('probe')).toHaveTextContent('false');
  });

  it('slide down off the screen with `translate`, leaving the disc its spinning transform', () => {
    expect(floatingAsideSx(true)).toMatchObject({ translate: '0 calc(100% + 32px)' });
    expect(floatingAsideSx(false)).toMatchObject({ translate: 'none' });
  });
});
