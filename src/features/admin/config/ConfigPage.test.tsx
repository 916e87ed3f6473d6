import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ConfigPage } from './ConfigPage';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';

// Two shared cores and a real local server: give slow answers time instead of failing on load.

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/config': () => ({
      body: {
        code: 0,
        message: '',
        result: {
          blog_name: '砚',
          blog_notice: '旧公告',
          admin_url: '/admin',
          view_time: 9,
          github_link: 'https://github.com/ink',
          qq_group: '',
        },
      },
    }),
    'PUT /api/admin/config': ({ body }) => ({ body: { code: 0, message: '', result: body } }),
  });
});
afterAll(() => api.close());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea', exact: false });

describe('the site config form', () => {
  // Many fields filled in by a simulated user: give a loaded machine time.
  jest.setTimeout(90_000);
  it('refuses invalid values before asking the server, then saves the fixed form', async () => {
    const user = userEvent.setup();
    const { store } = renderAsAdmin(<ConfigPage />);
    await waitFor(() => expect(field('博客名称')).toHaveValue('砚'));

    await user.clear(field('博客名称'));
    await user.clear(field('后台地址'));
    await user.type(field('后台地址'), 'admin');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('请填写博客名称')).toBeInTheDocument();
    expect(screen.getByText('后台地址须以 / 开头')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/config')).toHaveLength(0);

    await user.type(field('博客名称'), '新砚');
    await user.clear(field('后台地址'));
    await user.type(field('后台地址'), '/admin');
    await user.clear(field('公告'));
    await user.type(field('公告'), '新的公告');
    // The social links the API holds are fields too, checked by the server's rule before saving.
    expect(field('GitHub 链接')).toHaveValue('https://github.com/ink');
    await user.click(field('QQ 群'));
    await user.paste('abc');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('QQ 群须是 5–12 位群号、上传的图片或 http(s) 地址')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/config')).toHaveLength(0);
    await user.clear(field('QQ 群'));
    await user.paste('123456789');
    await user.click(field('哔哩哔哩链接'));
    await user.paste('https://space.bilibili.com/1');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/config')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/config')[0].body).toMatchObject({
      blog_name: '新砚',
      blog_notice: '新的公告',
      admin_url: '/admin',
      github_link: 'https://github.com/ink',
      bilibili_link: 'https://space.bilibili.com/1',
      qq_group: '123456789',
    });
    await waitFor(() => expect(store.getState().notices.items.map((n) => n.message)).toContain('保存成功'));
  });
});
