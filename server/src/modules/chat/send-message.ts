import { badRequest } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { CHAT_TEXT_MAX_LENGTH, type ChatMessageDto, type SendMessageFrame } from '@protocol/chatProtocol';
import type { ChatService } from './service';
import { sanitizeRichText } from '../../lib/rich-text';
import { isOwnUpload } from './content-rules';
import type { ObjectStorage } from '../../lib/storage';

/**
 * Validates and persists one message from a bound user (docs/behaviour.md §6.4: sanitise text, bound length,
 * image must be our upload, screen the words, persist before broadcasting). Refusals throw an AppError whose
 * message becomes `{type:'error', content}`.
 */
export async function handleSend(
  service: ChatService,
  user: AuthUser,
  frame: SendMessageFrame,
  storage: ObjectStorage,
  screenText: (text: string) => Promise<string>,
): Promise<ChatMessageDto> {
  if (frame.content_type === 'image') {
    const url = frame.content.trim();
    if (!(await isOwnUpload(url, storage))) throw badRequest('图片地址无效，只能发送本站上传的图片');
    return service.add(user.id, url, 'image');
  }
  // Cheap early stop before sanitising a huge string (the frame itself is bounded too).
  if (frame.content.length > CHAT_TEXT_MAX_LENGTH * 4)
    throw badRequest(`消息过长，最多 ${CHAT_TEXT_MAX_LENGTH} 个字符`);
  const clean = sanitizeRichText(frame.content);
  if (!clean) throw badRequest('请输入消息再发送');
  if (clean.length > CHAT_TEXT_MAX_LENGTH) throw badRequest(`消息过长，最多 ${CHAT_TEXT_MAX_LENGTH} 个字符`);
  // The sensitive-word lists mask or refuse (docs/behaviour.md §13.1).
  return service.add(user.id, await screenText(clean), 'text');
}
