// Test helper: an in-memory message board behind the real local HTTP server (startLocalApi).
import type { BoardMessage } from '@/features/message-board';
import { startLocalApi, type RecordedRequest } from './localApiServer';

export const boardMessage = (id: number, fields: Partial<BoardMessage> = {}): BoardMessage => ({
  id,
  held: false,
  message: `留言${id}`,
  is_markup: false,
  color: '#ffffff',
  font_size: 16,
  font_weight: 500,
  bg_color: '#3d5a80',
  bg_url: '',
  user_id: 2,
  nick_name: '读者',
  avatar: '',
  tag: id % 2 ? '生活' : '技术',
  like_times: id,
  is_like: false,
  comment_total: 1,
  createdAt: '2025-01-01 10:00:00',
  updatedAt: '2025-01-01 10:00:00',
  ...fields,
});

const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
type ListBody = { current: number; size: number; tag: string; message: string };

/** Starts the board with `messages` (newest first); extra routes override or add to it. */
export async function startBoardServer(messages: BoardMessage[], extra: Parameters<typeof startLocalApi>[0] = {}) {
  const board = { messages: [...messages], nextId: 1000 };
  const api = await startLocalApi({
    'POST /api/message/getMessageList': (request: RecordedRequest) => {
      const { current, size, tag, message } = request.body as ListBody;
      const found = board.messages.filter(
        (item) => (!tag || item.tag === tag) && (!message || item.message.includes(message)),
      );
      return ok({ current, size, total: found.length, list: found.slice((current - 1) * size, current * size) });
    },
    'GET /api/message/getAllMessage': () => ok({ list: board.messages, total: board.messages.length }),
    'GET /api/message/getHotTagList': () =>
      ok([
        { tag: '生活', count: 3 },
        { tag: '技术', count: 2 },
      ]),
    'POST /api/message/add': (request) => {
      const item = boardMessage(board.nextId++, {
        ...(request.body as Partial<BoardMessage>),
        nick_name: '游客',
        user_id: null,
      });
      board.messages.unshift(item);
      return ok({ id: item.id });
    },
    'POST /api/like/getIsLikeByIdOrIpAndType': () => ok(false),
    ...extra,
  });
  return { api, board };
}
