import { configure, screen } from '@testing-library/react';
import { initialUserState } from '@/features/auth';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { boardMessage, startBoardServer } from '@/shared/testing/messageBoardServer';
import { MessageDetail } from './MessageDetail';

configure({ asyncUtilTimeout: 4000 });

const post = boardMessage(3, { user_id: 7, like_times: 2 });
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
let server: Awaited<ReturnType<typeof startBoardServer>>;
beforeEach(async () => {
  server = await startBoardServer([post], {
    'GET /api/message/getMessageById/3': () => ok(post),
    'POST /api/comment/getCommentTotal': () => ok(0),
    'POST /api/comment/frontGetParentComment': () => ok({ current: 1, size: 10, total: 0, list: [] }),
  });
});
afterEach(() => server.api.close());

it("puts the owner's 编辑 and 删除 before 点赞, so 点赞 does not move when they appear after the saved login", async () => {
  const owner = { id: 7, role: 2, nick_name: '我', avatar: '' };
  renderWithProviders(<MessageDetail id={3} onDeleted={() => undefined} />, {
    preloadedState: {
      user: { ...initialUserState, token: 'tok', userInfo: owner, _persist: { version: -1, rehydrated: true } },
    },
  });
  const like = await screen.findByRole('button', { name: '点赞 2' });
  const remove = screen.getByRole('button', { name: '删除' });
  const edit = screen.getByRole('link', { name: '编辑' });
  // Same row; 点赞 is its last control (the row is right-aligned behind a spacer).
  expect(like.parentElement).toBe(remove.parentElement);
  expect(like.parentElement?.lastElementChild).toBe(like);
  expect(edit.compareDocumentPosition(like) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
