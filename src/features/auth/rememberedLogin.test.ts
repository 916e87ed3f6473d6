import { decodeText, encodeText } from '@/shared/lib/storageCodec';
import { forgetLogin, readRememberedLogin, rememberLogin, REMEMBERED_LOGIN_KEY } from './rememberedLogin';

describe('remembered login (docs/behaviour.md §4.1, §1.5: stored encoded under a login-form key)', () => {
  beforeEach(() => localStorage.clear());

  it('stores key and value encoded, never in plain text', () => {
    rememberLogin({ username: 'reader01', password: 'abc123!' });
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
    const raw = localStorage.getItem(encodeText(REMEMBERED_LOGIN_KEY));
    expect(raw).not.toBeNull();
    expect(raw).not.toContain('reader01');
    expect(raw).not.toContain('abc123');
    expect(JSON.parse(decodeText(raw!))).toEqual({ username: 'reader01', password: 'abc123!' });
  });

  it('round-trips and forgets', () => {
    rememberLogin({ username: '用户名字五', password: 'p@ss1234' });
    expect(readRememberedLogin()).toEqual({ username: '用户名字五', password: 'p@ss1234' });
    forgetLogin();
    expect(readRememberedLogin()).toBeNull();
  });

  it('treats corrupt or foreign values as nothing remembered', () => {
    localStorage.setItem(encodeText(REMEMBERED_LOGIN_KEY), '%%not-base64%%');
    expect(readRememberedLogin()).toBeNull();
    localStorage.setItem(encodeText(REMEMBERED_LOGIN_KEY), encodeText(JSON.stringify({ username: 5 })));
    expect(readRememberedLogin()).toBeNull();
  });
});
