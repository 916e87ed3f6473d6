import { errorMessageOf } from './errorMessage';

describe('errorMessageOf', () => {
  it('prefers the server message', () => {
    expect(errorMessageOf({ status: 404, data: { code: 404, message: '文章不存在或未公开' } }, '加载失败')).toBe(
      '文章不存在或未公开',
    );
  });
  it('falls back for network errors and empty messages', () => {
    expect(errorMessageOf({ status: 'FETCH_ERROR', error: 'x' }, '加载失败')).toBe('加载失败');
    expect(errorMessageOf({ status: 500, data: { message: ' ' } }, '加载失败')).toBe('加载失败');
    expect(errorMessageOf(undefined, '加载失败')).toBe('加载失败');
  });
});
