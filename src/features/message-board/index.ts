// The message board: the danmaku wall or cards of /message/list, the publish form and a post's page.
export { MessageBoard } from './MessageBoard';
export { PublishForm } from './PublishForm';
export { PublishMessage } from './PublishMessage';
export { MessageDetail } from './MessageDetail';
export { useGetMessageByIdQuery, messageBoardApi } from './messageBoardApi';
export { canManage } from './messageRules';
export type { BoardMessage } from './messageTypes';
