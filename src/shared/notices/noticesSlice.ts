import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: string;
  kind: NoticeKind;
  title?: string;
  message: string;
  /** Milliseconds before it closes itself (docs/behaviour.md §1.4: 添加成功 shows for 1000 ms). */
  duration: number;
}

export interface NoticeInput {
  kind: NoticeKind;
  title?: string;
  message: string;
  duration?: number;
}

export interface NoticesState {
  items: Notice[];
}

const initialState: NoticesState = { items: [] };
/** A burst of failures should not bury the page; the oldest notices give way. */
const MAX_VISIBLE = 5;

export const noticesSlice = createSlice({
  name: 'notices',
  initialState,
  reducers: {
    noticeShown: {
      reducer(state, action: PayloadAction<Notice>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_VISIBLE) state.items.splice(0, state.items.length - MAX_VISIBLE);
      },
      prepare(input: NoticeInput) {
        // `duration: undefined` (an optional argument passed along) still means the default.
        return { payload: { ...input, id: nanoid(), duration: input.duration ?? 3000 } };
      },
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((n) => n.id !== action.payload);
    },
  },
  selectors: {
    selectNotices: (state) => state.items,
  },
});

export const { noticeShown, noticeDismissed } = noticesSlice.actions;
export const { selectNotices } = noticesSlice.selectors;
