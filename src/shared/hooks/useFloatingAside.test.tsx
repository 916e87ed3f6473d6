import { act, render, screen } from '@testing-library/react';
import { resizeTo, scrollWindowTo as scrollTo } from '@/shared/testing/viewport';
import { floatingAsideSx, useFloatingAside } from './useFloatingAside';

// docs/behaviour.md §2.2: on a phone the floating controls step aside while the reader scrolls down.
function Probe() {
  return <output data-testid="probe">{String(useFloatingAside())}</output>;
}

describe('floating controls on phones', () => {
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

  it('slide off their own edge with `translate`, leaving the disc its spinning transform', () => {
    expect(floatingAsideSx('right', true)).toMatchObject({ translate: 'calc(100% + 48px) 0' });
    expect(floatingAsideSx('left', true)).toMatchObject({ translate: 'calc(-100% - 48px) 0' });
    expect(floatingAsideSx('left', false)).toMatchObject({ translate: 'none' });
  });
});
