import { configure, screen, within } from '@testing-library/react';
import type { AdminChatRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { ModerationPage } from './ModerationPage';

configure({ asyncUtilTimeout: 8000 });

const chat = (id: number, content: string, content_type: string): AdminChatRow => ({
  id,
  user_id: 2,
  nick_name: '读者',
  content,
  content_type,
  createdAt: '2026-11-01 10:00:00',
});

// docs/admin-desk.md "Layout": a chat image is shown as a thumbnail, not as its stored path.
it('shows an image chat message as a thumbnail with alt text, and a text message as its text', async () => {
  const area = await startAdminArea('/admin/chat', [
    chat(1, '/uploads/chat/cat.png', 'image'),
    chat(2, '大家好', 'text'),
  ]);
  try {
    renderAsAdmin(<ModerationPage area="chat" />);
    const image = await screen.findByRole('img', { name: '读者 发送的图片' });
    expect(image).toHaveAttribute('src', '/uploads/chat/cat.png');
    expect(image.closest('a')).toHaveAttribute('href', '/uploads/chat/cat.png');
    expect(screen.queryByText('/uploads/chat/cat.png')).not.toBeInTheDocument();
    const textRow = screen.getByText('大家好').closest('tr') as HTMLElement;
    expect(within(textRow).queryByRole('img')).not.toBeInTheDocument();
  } finally {
    await area.close();
  }
});
