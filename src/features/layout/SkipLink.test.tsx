import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <nav>
        <a href="/home">首页</a>
        <a href="/archives">时间轴</a>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>正文</h1>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus past the menu to the main content', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: '跳到主要内容' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('leaves the default behaviour alone when the page has no main content', async () => {
    const user = userEvent.setup();
    render(<SkipLink />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
  });
});
