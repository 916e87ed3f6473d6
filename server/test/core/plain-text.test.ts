import { plainText } from '../../src/lib/plain-text';

describe('plainText', () => {
  it.each([
    ['纯文本', '纯文本'],
    ['  留白  ', '留白'],
    ['1 < 2 && 3 > 2', '1 < 2 && 3 > 2'],
    ['<b>粗</b>体', '粗体'],
    ['<script>alert(1)</script>站', '站'],
    ['<img src=x onerror=alert(1)>站', '站'],
    ['&lt;b&gt;粗&lt;/b&gt;', '&lt;b&gt;粗&lt;/b&gt;'],
    ['<i>&lt;img src=x onerror=alert(1)&gt;</i>站', '站'],
    ['<<script>script>alert(1)<</script>/script>', ''],
  ])('%s → %s', (input, output) => {
    expect(plainText(input)).toBe(output);
  });

  it('never leaves a tag, however deeply entities nest', () => {
    let payload = '<img src=x onerror=alert(1)>';
    for (let i = 0; i < 8; i++)
      payload = `<b>${payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</b>`;
    expect(plainText(payload)).not.toMatch(/<[a-zA-Z/!?]/);
  });
});
