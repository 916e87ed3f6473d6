/** Business/HTTP failure carried to the error handler, which answers `{code, message}` (docs/behaviour.md §1.2: Envelope). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Expected business failure: HTTP 200 with a non-zero code the UI shows in red (docs/behaviour.md §1.2). */
export const businessError = (message: string, code = 1) => new AppError(200, message, code);
export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = '登录过期，请重新登录') => new AppError(401, message);
export const forbidden = (message = '权限不足') => new AppError(403, message);
export const notFound = (message = '资源不存在') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message = '内容过大') => new AppError(413, message);
export const tooManyRequests = (message = '操作过于频繁，请稍后再试') => new AppError(429, message);
