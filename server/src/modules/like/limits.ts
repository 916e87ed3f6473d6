/**
 * Likes are cheap to send and each one writes: one user or visitor may toggle 30 times a minute
 * (add and cancel share the bucket), one client address 120 times a minute per route, so a
 * script rotating visitor ids is stopped too.
 */
export const IDENTITY_RATE_LIMIT = { max: 30, windowMs: 60_000 };
export const CLIENT_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * Anonymous likes on one target from one client address (docs/security.md, test 20): a household or
 * an office behind one address may like a few times, a script inventing visitor ids no more. Logged-in
 * users are not counted here: their likes are bound to their account.
 */
export const ANONYMOUS_LIKES_PER_ADDRESS = 3;
export const ADDRESS_LIMIT_MESSAGE = '当前网络的访客点赞次数已达上限，登录后即可点赞';
