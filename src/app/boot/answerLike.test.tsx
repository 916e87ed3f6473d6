import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@mui/material/styles';
import { makeStore } from '@/app/store';
import { answerLike } from './answerLike';
import { listenForIntent } from './intentListeners';
import { createAppTheme } from '@/features/theme';
import { takeIntent } from '@/shared/boot/firstIntent';
import { localApiTransport, startLocalApi } from '@/shared/testing/localApiServer';
import { VISITOR_ID_PATTERN } from '@protocol/interactionRules';
import { LikeButton } from '@/features/likes';

// docs/architecture.md "Boot on intent": the boot script answers the first 点赞 itself, in the
// server's DOM, and the app's button hydrates from that state — one like, no flip back, no mismatch.

let count = 5;
let api: Awaited<ReturnType<typeof startLocalApi>>;
let release: () => void = () => undefined;
beforeEach(async () => {
  count = 5;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  api = await startLocalApi({
    'POST /api/like/addLike': async () => {
      await held;
      count += 2; // another reader liked it meanwhile: the server's count wins
      return { body: { code: 0, message: '点赞成功', result: { is_like: true, count } } };
    },
  });
  // The boot's plain fetch is relative to the page, as in the browser: aimed at the API started last.
  const realFetch = global.fetch;
  jest.spyOn(global, 'fetch').mockImplementation((input, init) => {
    const origin = localApiTransport()?.baseUrl.replace(/\/api$/, '') ?? '';
    return realFetch(typeof input === 'string' ? `${origin}${input}` : input, init);
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  takeIntent();
  await api.close();
});

function serverPage(ui: (store: ReturnType<typeof makeStore>) => ReactElement) {
  const server = makeStore(undefined, { transport: localApiTransport() });
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(ui(server));
  return container;
}

test('a first 点赞 is sent by the boot, shown at once, and the app hydrates from it', async () => {
  const store = makeStore(undefined, { transport: localApiTransport() });
  const ui = (s: typeof store) => (
    <Provider store={s}>
      <ThemeProvider theme={createAppTheme('light')}>
        <LikeButton type={2} forId={7} liked={false} count={5} />
      </ThemeProvider>
    </Provider>
  );
  const container = serverPage(ui);
  const boot = jest.fn();
  const stop = listenForIntent(document, boot, answerLike);
  const button = container.querySelector('button') as HTMLButtonElement;
  act(() => button.click());
  expect(boot).toHaveBeenCalledTimes(1);
  expect(takeIntent()).toBeNull(); // answered, never replayed
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button).toHaveAttribute('aria-label', '取消点赞 6');
  expect(button).toHaveTextContent('6');
  stop();

  // The app boots while the like is on its way.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { hydrateRoot } = await import('react-dom/client');
  const root = await act(async () => hydrateRoot(container, ui(store)));
  expect(errors).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: '取消点赞 6' })).toBeDisabled();
  release();
  await waitFor(() => expect(screen.getByRole('button', { name: '取消点赞 7' })).toBeEnabled());
  const sent = api.calls('POST /api/like/addLike');
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toEqual({ type: 2, for_id: 7 });
  expect(String(sent[0].headers['x-visitor-id'])).toMatch(VISITOR_ID_PATTERN);
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});

test('a like the server turns away is put back, and the app shows why', async () => {
  const refusing = await startLocalApi({
    'POST /api/like/addLike': () => ({
      status: 429,
      body: { code: 429, message: '当前网络的访客点赞次数已达上限，登录后即可点赞' },
    }),
  });
  const store = makeStore(undefined, { transport: localApiTransport() });
  const ui = (s: typeof store) => (
    <Provider store={s}>
      <ThemeProvider theme={createAppTheme('light')}>
        <LikeButton type={3} forId={9} liked={false} count={2} />
      </ThemeProvider>
    </Provider>
  );
  const container = serverPage(ui);
  const button = container.querySelector('button') as HTMLButtonElement;
  expect(answerLike(button)).toBe(true);
  expect(button).toHaveAttribute('aria-label', '取消点赞 3');
  await waitFor(() => expect(button).toHaveAttribute('aria-label', '点赞 2'));
  const { hydrateRoot } = await import('react-dom/client');
  const root = await act(async () => hydrateRoot(container, ui(store)));
  await waitFor(() =>
    expect(store.getState().notices.items.map((notice) => notice.message)).toEqual([
      '当前网络的访客点赞次数已达上限，登录后即可点赞',
    ]),
  );
  expect(screen.getByRole('button', { name: '点赞 2' })).toHaveAttribute('aria-pressed', 'false');
  act(() => root.unmount());
  container.remove();
  await refusing.close();
});
