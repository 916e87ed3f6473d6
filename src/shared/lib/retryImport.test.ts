import { retryImport } from './retryImport';

describe('retryImport', () => {
  afterEach(() => jest.useRealTimers());

  it('returns the module at once when the first load works', async () => {
    const load = jest.fn().mockResolvedValue({ ok: 1 });
    await expect(retryImport(load)()).resolves.toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more after the pause, then gives up with the last error', async () => {
    jest.useFakeTimers();
    const load = jest.fn().mockRejectedValueOnce(new Error('net')).mockResolvedValueOnce({ ok: 2 });
    const pending = retryImport(load, 1, 1000)();
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: 2 });

    const failing = jest.fn().mockRejectedValue(new Error('gone'));
    const rejected = retryImport(failing, 1, 10)();
    const assertion = expect(rejected).rejects.toThrow('gone');
    await jest.advanceTimersByTimeAsync(10);
    await assertion;
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
