/**
 * The chat socket protocol (docs/behaviour.md §6.4), shared by the SPA
 * and the server. Every frame is a JSON text frame keyed by `type`. Guards check the shape at run
 * time; they never trust anything a peer sends.
 */

export type ChatContentType = 'text' | 'image';

/** docs/behaviour.md §6.4: online-user entry. */
export interface OnlineUser {
  user_id: number;
  nick_name: string;
  avatar: string;
}

/** docs/behaviour.md §6.3 chat message, as broadcast and as listed by getChatList (docs/behaviour.md §6.3). */
export interface ChatMessageDto extends OnlineUser {
  id: number;
  /** The sender's role from the server's database (1 = the blog's admin, shown as 博主); never taken from a client. */
  role?: number;
  content: string;
  content_type: ChatContentType;
  createdAt: string;
}

/** Longest text a client may send, counted in UTF-16 units after sanitising (docs/behaviour.md §6.4: message length). */
export const CHAT_TEXT_MAX_LENGTH = 1000;
/** Largest frame the server reads; anything bigger closes that socket with 1009 (docs/behaviour.md §6.4: frame size). */
export const CHAT_MAX_FRAME_BYTES = 16 * 1024;
/**
 * The close code of a socket an admin forced offline (docs/behaviour.md §6.4). It follows the
 * `offline` frame, so a client that missed the frame still knows not to reconnect.
 */
export const CHAT_CLOSE_KICKED = 4000;

// ---- client → server (docs/behaviour.md §6.4; `user_id` is accepted but never trusted) ----
export interface InitFrame {
  type: 'init';
  user_id?: number | null;
  token?: string | null;
}
export interface SendMessageFrame {
  type: 'message';
  content: string;
  content_type: ChatContentType;
  user_id?: number | null;
}
export interface RevertRequestFrame {
  type: 'revert';
  message_id: number;
}
export interface OfflineRequestFrame {
  type: 'offline';
  user_id: number;
}
export type ClientFrame = InitFrame | SendMessageFrame | RevertRequestFrame | OfflineRequestFrame;

// ---- server → client ----
export interface TipsFrame {
  type: 'tips';
  content: string;
}
export interface MessageFrame extends ChatMessageDto {
  type: 'message';
}
export interface OnlineListFrame {
  type: 'onlineList';
  list: OnlineUser[];
}
export interface RevertFrame {
  type: 'revert';
  message_id: number;
}
export interface OfflineFrame {
  type: 'offline';
}
/** Our addition to docs/behaviour.md §6.3: POST /api/chat/delete tells every open socket to empty its list. */
export interface ClearFrame {
  type: 'clear';
}
export interface ErrorFrame {
  type: 'error';
  content: string;
}
export type ServerFrame =
  TipsFrame | MessageFrame | OnlineListFrame | RevertFrame | OfflineFrame | ClearFrame | ErrorFrame;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isOptionalId = (v: unknown) => v === undefined || v === null || isId(v) || typeof v === 'string';
const isContentType = (v: unknown): v is ChatContentType => v === 'text' || v === 'image';

export function isOnlineUser(v: unknown): v is OnlineUser {
  return isObj(v) && isId(v.user_id) && typeof v.nick_name === 'string' && typeof v.avatar === 'string';
}

export function isChatMessageDto(v: unknown): v is ChatMessageDto {
  return (
    isOnlineUser(v) &&
    isObj(v) &&
    isId(v.id) &&
    typeof v.content === 'string' &&
    isContentType(v.content_type) &&
    typeof v.createdAt === 'string'
  );
}

/** Validates a parsed client frame; `user_id` in init may be anything harmless since it is ignored. */
export function isClientFrame(v: unknown): v is ClientFrame {
  if (!isObj(v)) return false;
  switch (v.type) {
    case 'init':
      return isOptionalId(v.user_id) && (v.token === undefined || v.token === null || typeof v.token === 'string');
    case 'message':
      return typeof v.content === 'string' && isContentType(v.content_type) && isOptionalId(v.user_id);
    case 'revert':
      return isId(v.message_id);
    case 'offline':
      return isId(v.user_id);
    default:
      return false;
  }
}

export function isServerFrame(v: unknown): v is ServerFrame {
  if (!isObj(v)) return false;
  switch (v.type) {
    case 'tips':
    case 'error':
      return typeof v.content === 'string';
    case 'message':
      return isChatMessageDto(v);
    case 'onlineList':
      return Array.isArray(v.list) && v.list.every(isOnlineUser);
    case 'revert':
      return isId(v.message_id);
    case 'offline':
    case 'clear':
      return true;
    default:
      return false;
  }
}

/** Parses one text frame; null when it is not JSON or not a known frame. */
export function parseServerFrame(text: string): ServerFrame | null {
  try {
    const value: unknown = JSON.parse(text);
    return isServerFrame(value) ? value : null;
  } catch {
    return null;
  }
}
