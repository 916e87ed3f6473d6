import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { RelativeTime } from './RelativeTime';

// docs/behaviour.md §8.3 on talks, comments and messages; docs/architecture.md "Deterministic first
// render": the server's HTML cannot know the reader's clock.
afterEach(() => jest.useRealTimers());

test('reads relatively once in the browser, with the full time on hover', () => {
  jest.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0, 30) });
  render(<RelativeTime value="2025-05-10 12:00:05" />);
  expect(screen.getByTitle('2025-05-10 12:00:05')).toHaveTextContent(/^刚刚$/);
});

test('the server renders the minute as written, without seconds', () => {
  jest.useFakeTimers({ now: new Date(2025, 4, 10, 12, 0, 30) });
  const html = renderToString(<RelativeTime value="2025-05-10 11:57:05" />);
  expect(html).toContain('>2025-05-10 11:57</time>');
  expect(html).toContain('dateTime="2025-05-10T11:57:05"');
});
