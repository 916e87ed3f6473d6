import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import NotFoundPage from './NotFoundPage';

function Routed() {
  return (
    <Routes>
      <Route path="/home" element={<p>首页内容</p>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

describe('404 page (docs/behaviour.md §2.1)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down 5 seconds and then goes to /home', () => {
    renderWithProviders(<Routed />, { route: '/no/such/page' });
    expect(screen.getByTestId('countdown')).toHaveTextContent('5 秒后自动返回首页');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('4 秒后');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('1 秒后');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });

  it('has back and home buttons', () => {
    renderWithProviders(<Routed />, { route: ['/home', '/missing'] });
    act(() => screen.getByRole('button', { name: '返回上一页' }).click());
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });

  it('home button goes to /home at once', () => {
    renderWithProviders(<Routed />, { route: '/missing' });
    act(() => screen.getByRole('button', { name: '回到首页' }).click());
    expect(screen.getByText('首页内容')).toBeInTheDocument();
  });
});
