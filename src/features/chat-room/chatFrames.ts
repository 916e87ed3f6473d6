import type { UnknownAction } from '@reduxjs/toolkit';
import { noticeShown } from '@/shared/notices/noticesSlice';
import type { selectUserInfo } from '@/features/auth';
import type { ServerFrame } from '@protocol/chatProtocol';
import { historyCleared, messageReceived, messageReverted, onlineListReceived } from './chatSlice';

/**
 * The chatSlice action a server frame becomes (docs/behaviour.md §6.4), or null for the frames only
 * the connection acts on (`tips`, `offline`): what the room shows, apart from the socket's life.
 */
export function actionForFrame(frame: ServerFrame, me: ReturnType<typeof selectUserInfo>): UnknownAction | null {
  switch (frame.type) {
    case 'message': {
      const { type: _type, ...message } = frame;
      return messageReceived({ message, fromSelf: !!me && me.id === message.user_id });
    }
    case 'onlineList':
      return onlineListReceived(frame.list);
    case 'revert':
      return messageReverted(frame.message_id);
    case 'clear':
      return historyCleared();
    case 'error':
      return noticeShown({ kind: 'error', message: frame.content });
    default:
      return null;
  }
}
