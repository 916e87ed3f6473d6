import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialUserState } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { FriendLinks } from './FriendLinks';
import type { FriendLink } from './linkTypes';
import { STUB_ALTCHA_PAYLOAD } from '@/shared/testing/altchaStub';

configure({ asyncUtilTimeout: 4000 });

const ME = { id: 7, role: 2, nick_name: '我', avatar: '' };
const session = (user: typeof ME | null) => ({
  user: {
    ...initialUserState,
    token: user ? 'tok' : null,
    userInfo: user,
    _persist: { version: -1, rehydrated: true },
  },
});
const link = (id: number, fields: Partial<FriendLink> = {}): FriendLink => ({
  id,
  site_name: `站点${id}`,
  site_desc: `描述${id}`,
  site_avatar: '',
  url: `https://site${id}.example.com`,
  user_id: 2,
  status: 'approved',
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
  ...fields,
});
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });

let links: FriendLink[] = [];
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeEach(async () => {
  links = [link(1), link(2, { user_id: 7, site_name: 'Mine' })];
  api = await startLocalApi({
    'POST /api/links/getLinksList': () => ok({ current: 1, size: 24, total: links.length, list: links }),
    'POST /api/links/add': () => ok({ id: 9 }),
    'POST /api/links/update': () => ok(null),
  });
});
afterEach(() => api.close());

const notices = (store: { getState: () => { notices: { items: { message: string }[] } } }) =>
  store.getState().notices.items.map((item) => item.message);

describe('FriendLinks', () => {
  it('lists approved links opening in a new tab, with a letter when there is no avatar', async () => {
    renderWithProviders(<FriendLinks />, { preloadedState: session(null) });
    const anchor = await screen.findByRole('link', { name: '站点1' });
    expect(anchor).toHaveAttribute('href', 'https://site1.example.com');
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(anchor.closest('article')!).getByText('站')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /修改友链/ })).not.toBeInTheDocument();
  });

  it('sends a logged-out reader to the login dialog', async () => {
    const { store } = renderWithProviders(<FriendLinks />, { preloadedState: session(null) });
    fireEvent.click(await screen.findByRole('button', { name: '友链申请' }));
    expect(store.getState().user.showLogin).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks every field of an application before sending it', async () => {
    const { store } = renderWithProviders(<FriendLinks />, { preloadedState: session(ME) });
    fireEvent.click(await screen.findByRole('button', { name: '友链申请' }));
    const dialog = screen.getByRole('dialog', { name: '友链申请' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    submit();
    expect(await within(dialog).findByText('请输入网站名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入网站描述')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入网站地址')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('textbox', { name: '网站名称' }), { target: { value: '新站' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '网站描述' }), {
      target: { value: '描'.repeat(126) },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '网站地址' }), {
      target: { value: 'javascript:alert(1)' },
    });
    submit();
    expect(await within(dialog).findByText('网站描述最多 125 个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入带http://或https://的网站地址')).toBeInTheDocument();
    expect(api.calls('POST /api/links/add')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '网站描述' }), { target: { value: '一个新站' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '网站地址' }), {
      target: { value: 'https://new.example.com' },
    });
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/links/add')[0].body).toEqual({
      site_name: '新站',
      site_desc: '一个新站',
      site_avatar: '',
      url: 'https://new.example.com',
      // The form's hidden fields (docs/behaviour.md §13.1).
      website: '',
      form_started: expect.any(Number),
      altcha: STUB_ALTCHA_PAYLOAD,
    });
    expect(notices(store)).toContain('申请成功，等待博主审核通过');
  });

  it('lets a reader edit their own link, back to review', async () => {
    const { store } = renderWithProviders(<FriendLinks />, { preloadedState: session(ME) });
    fireEvent.click(await screen.findByRole('button', { name: '修改友链 Mine' }));
    const dialog = screen.getByRole('dialog', { name: '修改友链' });
    expect(within(dialog).getByRole('textbox', { name: '网站名称' })).toHaveValue('Mine');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '网站描述' }), { target: { value: '改过的描述' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(notices(store)).toContain('修改成功，等待博主审核通过'));
    expect(api.calls('POST /api/links/update')[0].body).toMatchObject({ id: 2, site_desc: '改过的描述' });
  });

  it('shows an empty state and an error state', async () => {
    links = [];
    const first = renderWithProviders(<FriendLinks />, { preloadedState: session(null) });
    expect(await screen.findByText('还没有友链，快来申请吧')).toBeInTheDocument();
    first.unmount();
    await api.close();
    api = await startLocalApi({
      'POST /api/links/getLinksList': () => ({ status: 500, body: { code: 500, message: '服务端错误' } }),
    });
    renderWithProviders(<FriendLinks />, { preloadedState: session(null) });
    expect(await screen.findByText('友链加载失败')).toBeInTheDocument();
  });
});
