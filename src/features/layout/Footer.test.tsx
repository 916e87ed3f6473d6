import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { Footer } from './Footer';
import { footerLinks } from './footerLinks';

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
  it('links the RSS feed, and the social links that are set', () => {
    const links = footerLinks({
      github_link: 'https://github.com/ink',
      bilibili_link: '',
      git_ee_link: 'javascript:x',
    });
    renderWithProviders(<Footer owner="砚" links={links} />, { route: '/home' });
    expect(screen.getByRole('link', { name: 'RSS 订阅' })).toHaveAttribute('href', '/rss.xml');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ink');
    expect(screen.queryByRole('link', { name: '哔哩哔哩' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gitee' })).not.toBeInTheDocument();
  });
});

it('is not laid out at arrival until it nears the screen (docs/performance.md "Boot on intent")', () => {
  renderWithProviders(<Footer owner="砚" />, { route: '/home' });
  const style = getComputedStyle(screen.getByRole('contentinfo'));
  expect(style.getPropertyValue('content-visibility')).toBe('auto');
  expect(style.getPropertyValue('contain-intrinsic-size')).toBe('auto 120px');
});
