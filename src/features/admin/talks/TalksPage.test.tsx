import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTalkRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { TalksPage } from './TalksPage';

// Two shared cores and a real local server: give slow answers time instead of failing on load.
configure({ asyncUtilTimeout: 8000 });

const talk = (id: number, fields: Partial<AdminTalkRow> = {}): AdminTalkRow => ({
  id,
  content: `说说${id}`,
  status: 'public',
  is_top: 2,
  like_times: 0,
  talkImgList: [],
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
  ...fields,
});

let area: Awaited<ReturnType<typeof startAdminArea<AdminTalkRow>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/talk', [talk(1, { talkImgList: ['/uploads/a.png', '/uploads/b.png'] })]);
});
afterEach(() => area.close());

describe('the talks screen', () => {
  it('lists the talks with their image count and visibility', async () => {
    renderAsAdmin(<TalksPage />);
    const row = (await screen.findByText('说说1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 张')).toBeInTheDocument();
    expect(within(row).getByText('公开')).toBeInTheDocument();
  });

  it('publishes a talk with its images, one address a line, and lists it', async () => {
    const user = userEvent.setup();
    const { noticesShown } = renderAsAdmin(<TalksPage />);
    await screen.findByText('说说1');
    await user.click(screen.getByRole('button', { name: '发布说说' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(/内容/));
    await user.paste('  今天写了一篇  ');
    await user.click(within(dialog).getByLabelText('图片'));
    await user.paste('/uploads/c.png\n \nhttps://a.b/d.png');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(area.calls('POST /api/admin/talk')).toHaveLength(1));
    expect(area.calls('POST /api/admin/talk')[0].body).toEqual({
      content: '今天写了一篇',
      talkImgList: ['/uploads/c.png', 'https://a.b/d.png'],
      status: 'public',
    });
    expect(await screen.findByText('今天写了一篇')).toBeInTheDocument();
    await waitFor(() => expect(noticesShown()).toContain('保存成功'));
  });

  it('pins a talk and then offers to unpin it', async () => {
    const user = userEvent.setup();
    const { noticesShown } = renderAsAdmin(<TalksPage />);
    await screen.findByText('说说1');
    await user.click(screen.getByRole('button', { name: '置顶' }));
    await waitFor(() => expect(area.calls('PUT /api/admin/talk/1')).toHaveLength(1));
    expect(area.calls('PUT /api/admin/talk/1')[0].body).toEqual({ is_top: 1 });
    expect(await screen.findByRole('button', { name: '取消置顶' })).toBeInTheDocument();
    await waitFor(() => expect(noticesShown()).toContain('已置顶'));
  });
});
