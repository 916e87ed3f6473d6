import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import type { ApiTransport } from '@/shared/api/baseQuery';
import type { ChatMessageDto } from '@protocol/chatProtocol';
import { fakeSocketFactory } from './testing/fakeChatSocket';
import { ChatMessageList } from './ChatMessageList';

// docs/behaviour.md §6.1: the list stays at its bottom while content grows under the reader (an image
// decoding), and lets go only when the reader scrolls up. jsdom has no layout, so the scroller's
// geometry is played by hand: scrollHeight grows without scrollTop moving, as in a browser.
const history: ChatMessageDto[] = [
  {
    id: 1,
    user_id: 8,
    nick_name: '鲍勃',
    avatar: '',
    content: '你好',
    content_type: 'text',
    createdAt: '2025-01-01 10:00:00',
  },
  {
    id: 2,
    user_id: 8,
    nick_name: '鲍勃',
    avatar: '',
    content: '/uploads/tall.png',
    content_type: 'image',
    createdAt: '2025-01-01 10:00:01',
  },
];
let server: http.Server;
let transport: ApiTransport;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    const result = req.url === '/api/chat/getChatList' ? { list: history } : null;
    res.end(JSON.stringify({ code: 0, message: '成功', result }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transport = { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Gives the scroller a played geometry; `grow` makes the content taller without moving scrollTop. */
function playGeometry(el: HTMLElement) {
  const box = { height: 1000, client: 400, top: 600 };
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => box.height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => box.client });
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => box.top,
    set: (v: number) => {
      box.top = Math.max(0, Math.min(v, box.height - box.client));
    },
  });
  return box;
}

async function renderList() {
  const store = makeStore(undefined, { createChatSocket: fakeSocketFactory().createSocket, transport });
  render(
    <Provider store={store}>
      <ChatMessageList />
    </Provider>,
  );
  const image = await screen.findByAltText('聊天图片');
  const body = screen.getByTestId('chat-body');
  return { body, image, box: playGeometry(body) };
}

test('a scroll event read after an image grew the content keeps the list pinned; the load re-scrolls', async () => {
  const { body, image, box } = await renderList();
  fireEvent.scroll(body); // at the bottom
  box.height = 1420; // the image decodes: 420 px more, scrollTop unchanged
  fireEvent.scroll(body); // a scroll event queued before the growth is read after it
  fireEvent.load(image);
  expect(box.top).toBe(box.height - box.client);
});

test('a reader who scrolled up stays where they are when an image loads', async () => {
  const { body, image, box } = await renderList();
  fireEvent.scroll(body); // at the bottom
  box.top = 200; // the reader scrolls up
  fireEvent.scroll(body);
  box.height = 1420;
  fireEvent.load(image);
  expect(box.top).toBe(200);
});

test('the list stays at its bottom when its window shrinks (the online row arriving in the header)', async () => {
  // jsdom has no ResizeObserver: this one reports a size change of whatever element it watches.
  const watched = new Map<Element, () => void>();
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    constructor(private readonly report: () => void) {}
    observe(el: Element) {
      watched.set(el, this.report);
    }
    unobserve(el: Element) {
      watched.delete(el);
    }
    disconnect() {
      watched.clear();
    }
  } as unknown as typeof ResizeObserver;
  try {
    const { body, box } = await renderList();
    fireEvent.scroll(body); // at the bottom
    box.client = 376; // the header grows by a 24 px row of online readers
    watched.get(body)?.();
    expect(box.top).toBe(box.height - box.client);
  } finally {
    globalThis.ResizeObserver = original;
  }
});
