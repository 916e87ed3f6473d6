import { actionOutcome } from './actionOutcome';

describe('admin action outcome', () => {
  it('succeeds on code 0 only', () => {
    expect(actionOutcome({ data: { code: 0, message: 'ok', result: { id: 3 } } })).toEqual({
      ok: true,
      body: { code: 0, message: 'ok', result: { id: 3 } },
    });
  });

  it("shows the server's message for a refused change (the last admin)", () => {
    expect(actionOutcome({ data: { code: 1, message: '不能取消最后一位管理员' } })).toEqual({
      ok: false,
      message: '不能取消最后一位管理员',
    });
    expect(actionOutcome({ error: { status: 400, data: { code: 400, message: '标题不能为空' } } })).toEqual({
      ok: false,
      message: '标题不能为空',
    });
  });

  it('leaves statuses the base query announces alone, and names a network failure', () => {
    expect(actionOutcome({ error: { status: 403, data: { message: '权限不足' } } })).toEqual({
      ok: false,
      message: null,
    });
    expect(actionOutcome({ error: { status: 'FETCH_ERROR', error: 'x' } })).toEqual({
      ok: false,
      message: '网络异常，请稍后再试',
    });
  });
});
