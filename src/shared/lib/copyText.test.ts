import { COPIED_PREVIEW_CHARS, copyText } from './copyText';

describe('copyText', () => {
  it('writes the text and reports 复制成功 with the copied content', async () => {
    const write = jest.fn().mockResolvedValue(undefined);
    await expect(copyText('npm run build', write)).resolves.toEqual({
      kind: 'success',
      title: '复制成功',
      message: 'npm run build',
    });
    expect(write).toHaveBeenCalledWith('npm run build');
  });

  it('shortens a long copied text in the notice but copies all of it', async () => {
    const write = jest.fn().mockResolvedValue(undefined);
    const long = 'x'.repeat(COPIED_PREVIEW_CHARS + 50);
    const notice = await copyText(long, write);
    expect(notice.message).toBe(`${'x'.repeat(COPIED_PREVIEW_CHARS)}…`);
    expect(write).toHaveBeenCalledWith(long);
  });

  it('with nothing to copy warns 没有需要复制的目标内容 and writes nothing', async () => {
    const write = jest.fn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const empty of ['', '   ', null, undefined]) {
      await expect(copyText(empty, write)).resolves.toMatchObject({
        kind: 'warning',
        message: '没有需要复制的目标内容',
      });
    }
    expect(write).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('没有需要复制的目标内容');
    warn.mockRestore();
  });

  it('reports a refused clipboard as an error', async () => {
    const write = jest.fn().mockRejectedValue(new Error('denied'));
    await expect(copyText('abc', write)).resolves.toMatchObject({ kind: 'error' });
  });
});
