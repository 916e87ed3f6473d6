// Likes on articles, talks, message-board posts and comments.
export { LikeButton, type LikeButtonProps } from './LikeButton';
export { useLike, type UseLike, type UseLikeOptions } from './useLike';
export { likesApi, type LikeResult, type LikeTarget } from './likesApi';
