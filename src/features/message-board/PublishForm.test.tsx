import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialUserState } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { boardMessage, startBoardServer } from '@/shared/testing/messageBoardServer';
import { STUB_ALTCHA_PAYLOAD } from '@/shared/testing/altchaStub';
import { PublishForm } from './PublishForm';

const ME = { id: 7, role: 2, nick_name: '我', avatar: '' };
const session = (user: typeof ME | null) => ({
  user: {
    ...initialUserState,
    token: user ? 'tok' : null,
    userInfo: user,
    _persist: { version: -1, rehydrated: true },
  },
});

// Pages of cards render on a shared, busy machine: give each wait more room than 1 s.
configure({ asyncUtilTimeout: 4000 });

let server: Awaited<ReturnType<typeof startBoardServer>>;
beforeEach(async () => {
  server = await startBoardServer([], {
    'POST /api/message/update': () => ({ body: { code: 0, message: '成功', result: null } }),
  });
});
afterEach(() => server.api.close());

const text = () => screen.getByRole('textbox', { name: '留言内容' });
const tag = () => screen.getByRole('textbox', { name: '标签' });
const preview = () => screen.getByTestId('message-preview');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '发布留言' }));

describe('PublishForm', () => {
  it('refuses an empty message, a missing tag and 556 characters, and sends nothing', async () => {
    const onSaved = jest.fn();
    renderWithProviders(<PublishForm onSaved={onSaved} />, { preloadedState: session(null) });
    submit();
    expect(await screen.findByText('请输入留言内容')).toBeInTheDocument();
    expect(screen.getByText('请选择或输入标签')).toBeInTheDocument();

    fireEvent.change(text(), { target: { value: '字'.repeat(556) } });
    fireEvent.change(tag(), { target: { value: '生活' } });
    submit();
    expect(await screen.findByText('留言内容最多 555 个字符')).toBeInTheDocument();
    expect(screen.queryByText('请选择或输入标签')).not.toBeInTheDocument();
    expect(server.api.calls('POST /api/message/add')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('previews text, tag and style live and posts them as 游客', async () => {
    const onSaved = jest.fn();
    renderWithProviders(<PublishForm onSaved={onSaved} />, { preloadedState: session(null) });
    expect(screen.getByText('未登录时将以游客身份发布，发布后无法修改')).toBeInTheDocument();
    expect(screen.getByText('登录后可上传背景图片')).toBeInTheDocument();

    fireEvent.change(text(), { target: { value: '你好，砚' } });
    expect(within(preview()).getByText('你好，砚')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '技术' }));
    expect(tag()).toHaveValue('技术');
    expect(within(preview()).getByText('#技术')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('背景颜色'), { target: { value: '#000000' } });
    fireEvent.change(screen.getByLabelText('文字颜色'), { target: { value: '#ffff00' } });
    expect(preview()).toHaveStyle({ backgroundColor: '#000000', color: '#ffff00' });

    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(1000));
    expect(server.api.calls('POST /api/message/add')[0].body).toEqual({
      message: '你好，砚',
      tag: '技术',
      color: '#ffff00',
      bg_color: '#000000',
      font_size: 16,
      font_weight: 500,
      bg_url: '',
      // The form's hidden fields (docs/behaviour.md §13.1).
      website: '',
      form_started: expect.any(Number),
      // The widget's solved proof of work, loaded with the form (docs/behaviour.md §13.1).
      altcha: STUB_ALTCHA_PAYLOAD,
    });
    expect(document.querySelector('altcha-widget')).toBeInTheDocument();
  });

  it('offers a 游客 an optional 邮箱, checks it, and sends it with the post', async () => {
    const onSaved = jest.fn();
    renderWithProviders(<PublishForm onSaved={onSaved} />, { preloadedState: session(null) });
    const email = screen.getByRole('textbox', { name: '邮箱' });
    expect(email).toHaveAccessibleDescription('选填，仅用于接收回复提醒，不会公开');
    fireEvent.change(text(), { target: { value: '留个邮箱' } });
    fireEvent.change(tag(), { target: { value: '生活' } });
    fireEvent.change(email, { target: { value: 'nope' } });
    submit();
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(server.api.calls('POST /api/message/add')).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' guest@example.com ' } });
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.api.calls('POST /api/message/add')[0].body).toMatchObject({ email: 'guest@example.com' });
  });

  it('asks no captcha of the admin: no widget, nothing sent for it', async () => {
    const onSaved = jest.fn();
    renderWithProviders(<PublishForm onSaved={onSaved} />, { preloadedState: session({ ...ME, role: 1 }) });
    fireEvent.change(text(), { target: { value: '公告' } });
    fireEvent.change(tag(), { target: { value: '生活' } });
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.api.calls('POST /api/message/add')[0].body).not.toHaveProperty('altcha');
    // A signed-in writer's address is their account's (个人中心): no field, nothing sent.
    expect(screen.queryByRole('textbox', { name: '邮箱' })).not.toBeInTheDocument();
    expect(server.api.calls('POST /api/message/add')[0].body).not.toHaveProperty('email');
    expect(document.querySelector('altcha-widget')).not.toBeInTheDocument();
  });

  it('swaps an unreadable text colour in the preview and says so', () => {
    renderWithProviders(<PublishForm onSaved={jest.fn()} />, { preloadedState: session(null) });
    fireEvent.change(screen.getByLabelText('背景颜色'), { target: { value: '#ffffff' } });
    fireEvent.change(screen.getByLabelText('文字颜色'), { target: { value: '#fefefe' } });
    expect(preview()).toHaveStyle({ color: '#000000' });
    expect(screen.getByText('文字颜色与背景颜色太接近，展示时会换成更易读的颜色')).toBeInTheDocument();
  });

  it('offers a background upload to a logged-in writer and edits an own post', async () => {
    const onSaved = jest.fn();
    const mine = boardMessage(5, { user_id: 7, message: '旧留言', tag: '生活' });
    renderWithProviders(<PublishForm editing={mine} onSaved={onSaved} />, { preloadedState: session(ME) });
    expect(text()).toHaveValue('旧留言');
    // Uploading itself is covered end to end (jsdom's FormData cannot travel through Node's fetch).
    expect(screen.getByLabelText('选择背景图片')).toBeInTheDocument();
    expect(screen.queryByText('未登录时将以游客身份发布，发布后无法修改')).not.toBeInTheDocument();
    fireEvent.change(text(), { target: { value: '新留言' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    expect(server.api.calls('POST /api/message/update')[0].body).toMatchObject({
      id: 5,
      message: '新留言',
      tag: '生活',
    });
  });
});
