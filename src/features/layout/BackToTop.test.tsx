import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { BackToTop } from './BackToTop';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => jest.advanceTimersByTime(500));
};

describe('BackToTop (docs/behaviour.md §2.2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => jest.useRealTimers());

  it('appears only after 200 px of scroll and scrolls smoothly to top', async () => {
    const spy = jest.spyOn(window, 'scrollTo');
    renderWithProviders(<BackToTop />, { route: '/home' });
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    scrollTo(200);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    scrollTo(201);
    const button = await screen.findByRole('button', { name: '回到顶部' });
    act(() => button.click());
    expect(spy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(100);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it("is hidden on '/'", () => {
    renderWithProviders(<BackToTop />, { route: '/' });
    scrollTo(1000);
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
  });
});
