import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { Footer } from './Footer';

describe('Footer (docs/behaviour.md §2.2)', () => {
  it('shows the copyright years and the filing link', () => {
    renderWithProviders(<Footer owner="砚" />, { route: '/home' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024-2025 砚');
    expect(screen.getByRole('link', { name: /备案/ })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  });
  it('is hidden on /message/chat', () => {
    renderWithProviders(<Footer owner="砚" />, { route: '/message/chat' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
