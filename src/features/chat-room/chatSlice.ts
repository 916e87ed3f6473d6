import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessageDto, OnlineUser } from '@protocol/chatProtocol';
import { chatApi, CHAT_PAGE_SIZE } from './chatApi';

/**
 * docs/behaviour.md §6.4: connecting, then open, then closed or errored (failed = retries used up);
 * offline while the browser has no network (§12.4: no retries until it returns).
 */
export type ChatConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'failed' | 'offline';

export interface ChatState {
  /** Oldest first, unique by id. */
  messages: ChatMessageDto[];
  onlineList: OnlineUser[];
  unread: number;
  status: ChatConnectionStatus;
  panelOpen: boolean;
  /** A full history page came back, so older messages may exist (docs/behaviour.md §6.3). */
  hasMore: boolean;
  /**
   * Set by a forced offline (docs/behaviour.md §6.4): the panel says so, holds no messages and takes
   * no input; cleared by the next connection attempt (the reader's 重新连接, a login).
   */
  kicked: boolean;
  /** The pending send's content, kept until the socket is back (docs/behaviour.md §12.4). */
  queued: string | null;
}

export const initialChatState: ChatState = {
  messages: [],
  onlineList: [],
  unread: 0,
  status: 'idle',
  panelOpen: false,
  hasMore: false,
  kicked: false,
  queued: null,
};

function merge(existing: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const byId = new Map(existing.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    socketConnecting(state) {
      state.status = 'connecting';
      state.kicked = false;
    },
    socketOpened(state) {
      state.status = 'open';
    },
    socketClosed(state) {
      state.status = 'closed';
      state.onlineList = [];
    },
    socketFailed(state) {
      state.status = 'failed';
      state.onlineList = [];
    },
    networkLost(state) {
      state.status = 'offline';
      state.onlineList = [];
    },
    sendQueued(state, action: PayloadAction<string>) {
      state.queued = action.payload;
    },
    queuedSent(state) {
      state.queued = null;
    },
    messageReceived(state, action: PayloadAction<{ message: ChatMessageDto; fromSelf: boolean }>) {
      state.messages = merge(state.messages, [action.payload.message]);
      if (!state.panelOpen && !action.payload.fromSelf) state.unread += 1;
    },
    onlineListReceived(state, action: PayloadAction<OnlineUser[]>) {
      state.onlineList = action.payload;
    },
    messageReverted(state, action: PayloadAction<number>) {
      state.messages = state.messages.filter((m) => m.id !== action.payload);
    },
    historyCleared(state) {
      state.messages = [];
      state.hasMore = false;
    },
    forcedOffline(state) {
      state.kicked = true;
      state.status = 'closed';
      state.onlineList = [];
      // Out of the room: no socket tells this reader of later reverts or a clear, so show none.
      state.messages = [];
      state.hasMore = false;
      state.queued = null;
    },
    panelOpened(state) {
      state.panelOpen = true;
      state.unread = 0;
    },
    panelClosed(state) {
      state.panelOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(chatApi.endpoints.getChatList.matchFulfilled, (state, action) => {
      if (state.kicked) return;
      state.messages = merge(state.messages, action.payload);
      state.hasMore = action.payload.length >= (action.meta.arg.originalArgs.size || CHAT_PAGE_SIZE);
    });
    builder.addMatcher(chatApi.endpoints.deleteChatMessage.matchFulfilled, (state, action) => {
      state.messages = state.messages.filter((m) => m.id !== action.meta.arg.originalArgs);
    });
    builder.addMatcher(chatApi.endpoints.clearChat.matchFulfilled, (state) => {
      state.messages = [];
      state.hasMore = false;
    });
  },
  selectors: {
    selectChatMessages: (state) => state.messages,
    selectOnlineList: (state) => state.onlineList,
    selectUnread: (state) => state.unread,
    selectChatStatus: (state) => state.status,
    selectPanelOpen: (state) => state.panelOpen,
    selectHasMore: (state) => state.hasMore,
    selectKicked: (state) => state.kicked,
    selectQueued: (state) => state.queued,
  },
});

export const {
  socketConnecting,
  socketOpened,
  socketClosed,
  socketFailed,
  networkLost,
  sendQueued,
  queuedSent,
  messageReceived,
  onlineListReceived,
  messageReverted,
  historyCleared,
  forcedOffline,
  panelOpened,
  panelClosed,
} = chatSlice.actions;
export const {
  selectChatMessages,
  selectOnlineList,
  selectUnread,
  selectChatStatus,
  selectPanelOpen,
  selectHasMore,
  selectKicked,
  selectQueued,
} = chatSlice.selectors;
