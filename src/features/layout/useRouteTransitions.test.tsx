import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useRouteTransitions } from './useRouteTransitions';

// docs/behaviour.md §2.3: navigations scroll to top (or back to the board's kept position); the page
// the tab opened on keeps the position the browser gave it.

let navigate: NavigateFunction = () => undefined;
function Probe() {
  useRouteTransitions();
  navigate = useNavigate();
  return null;
}

let scrollTo: jest.Mock;
let y = 0;

beforeEach(() => {
  jest.useFakeTimers();
  y = 640;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  scrollTo = jest.fn((options: ScrollToOptions) => {
    y = options.top ?? y;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => jest.useRealTimers());

const open = (path: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </StrictMode>,
  );

it('leaves the opening page where the browser put it, the board included', () => {
  for (const path of ['/article?id=3', '/message/list']) {
    const view = open(path);
    act(() => void jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(640);
    view.unmount();
  }
});

it('scrolls to top on a navigation, and back to the kept position on arriving at the board', () => {
  // The board remembers scroll events while the browser's address is the board.
  window.history.pushState(null, '', '/message/list');
  open('/message/list');
  act(() => void window.dispatchEvent(new Event('scroll')));
  act(() => void navigate('/home'));
  expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));

  act(() => void navigate('/message/list'));
  act(() => void jest.advanceTimersByTime(100));
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 640 });

  // Back at the page the tab opened on, after leaving it: that is a navigation too.
  act(() => void navigate('/article?id=3'));
  y = 300;
  act(() => void navigate(-1));
  act(() => void jest.advanceTimersByTime(100));
  expect(window.scrollY).toBe(640);
});

it('keeps a board position the reader scrolled to before the page could listen', () => {
  window.history.pushState(null, '', '/message/list');
  y = 765;
  open('/message/list');
  // No scroll event since: the reader scrolled the server's HTML, then opened a post and came back.
  act(() => void navigate('/message/detail?id=3'));
  y = 0;
  act(() => void navigate(-1));
  act(() => void jest.advanceTimersByTime(100));
  expect(window.scrollY).toBe(765);
});
