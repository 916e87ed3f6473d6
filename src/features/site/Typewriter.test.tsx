import { act, render, screen } from '@testing-library/react';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/motion';
import { Typewriter } from './Typewriter';

const LINES = ['第一行', '第二行'];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

describe('Typewriter', () => {
  const original = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = original;
  });

  it('types its line a character at a time', () => {
    mockReducedMotion(false);
    render(<Typewriter lines={LINES} />);
    expect(screen.getByTestId('typewriter')).toHaveTextContent(/^$/);
    act(() => void jest.advanceTimersByTime(150 * 2));
    expect(screen.getByTestId('typewriter')).toHaveTextContent(/^第一$/);
  });

  it('shows every line at once and keeps still under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Typewriter lines={LINES} />);
    const line = screen.getByTestId('typewriter');
    expect(line.textContent).toBe('第一行\n第二行');
    expect(line).toHaveAttribute('data-still', 'true');
    act(() => void jest.advanceTimersByTime(150 * 40));
    expect(line.textContent).toBe('第一行\n第二行');
  });
});
