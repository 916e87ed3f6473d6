import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCommentRow, AdminMessageRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { ModerationPage } from './ModerationPage';

configure({ asyncUtilTimeout: 8000 });

const comment = (id: number, type: number): AdminCommentRow => ({
  id,
  type,
  for_id: 1,
  parent_id: null,
  from_id: 2,
  from_name: '读者',
  to_id: null,
  to_name: '',
  content: `评论${id}`,
  thumbs_up: 0,
  createdAt: '2026-11-01 10:00:00',
});

it('lists comments with where they were left and bulk-deletes the selected ones', async () => {
  const area = await startAdminArea('/admin/comment', [comment(1, 1), comment(2, 2), comment(3, 3)]);
  try {
    const user = userEvent.setup();
    const { noticesShown } = renderAsAdmin(<ModerationPage area="comment" />);
    const first = (await screen.findByText('评论1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('文章')).toBeInTheDocument();
    expect(within(screen.getByText('评论2').closest('tr') as HTMLElement).getByText('说说')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '选择第 1 条' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 条' }));
    await user.click(screen.getByRole('button', { name: '批量删除（2）' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的 2 条评论吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(area.calls('POST /api/admin/comment/delete')).toHaveLength(1));
    expect(area.calls('POST /api/admin/comment/delete')[0].body).toEqual({ idList: [1, 3] });
    await waitFor(() => expect(screen.queryByText('评论1')).not.toBeInTheDocument());
    expect(screen.queryByText('评论3')).not.toBeInTheDocument();
    expect(screen.getByText('评论2')).toBeInTheDocument();
    await waitFor(() => expect(noticesShown()).toContain('已删除 2 条评论'));
  } finally {
    await area.close();
  }
});

it('deletes one message-board post after a confirmation', async () => {
  const post: AdminMessageRow = {
    id: 5,
    message: '路过留言',
    user_id: null,
    nick_name: '游客',
    tag: '',
    like_times: 0,
    createdAt: '2026-11-01 10:00:00',
  };
  const area = await startAdminArea('/admin/message', [post]);
  try {
    const user = userEvent.setup();
    renderAsAdmin(<ModerationPage area="message" />);
    const row = (await screen.findByText('路过留言')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(area.calls('DELETE /api/admin/message/5')).toHaveLength(1));
    expect(await screen.findByText('暂无留言')).toBeInTheDocument();
  } finally {
    await area.close();
  }
});
