// Talks (short posts): the /talk list with images, likes and comments.
export { TalkList } from './TalkList';
export { talksApi } from './talksApi';
export type { Talk } from './talkTypes';
