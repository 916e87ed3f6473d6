import { createEncodedStorage, decodeText, encodeText, readEncodedJson, writeEncodedJson } from './storageCodec';

describe('storage codec (docs/behaviour.md §1.5: base64 keys, encoded JSON values)', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips Chinese and emoji text', () => {
    const text = '砚台 · Inkstone 🎵';
    expect(decodeText(encodeText(text))).toBe(text);
    expect(encodeText('abc')).toBe(btoa('abc'));
  });

  it('rejects input that is not base64 of UTF-8', () => {
    expect(() => decodeText('%%%')).toThrow();
    expect(() => decodeText(btoa('\xff\xfe'))).toThrow();
  });

  it('stores keys and values encoded, never in clear text', async () => {
    const storage = createEncodedStorage(() => localStorage);
    await storage.setItem('persist:user', '{"token":"secret"}');
    expect(localStorage.getItem('persist:user')).toBeNull();
    const storedKey = Object.keys(localStorage)[0];
    expect(storedKey).toBe(encodeText('persist:user'));
    expect(localStorage.getItem(storedKey)).not.toContain('secret');
    expect(await storage.getItem('persist:user')).toBe('{"token":"secret"}');
    await storage.removeItem('persist:user');
    expect(localStorage.length).toBe(0);
  });

  it('drops a corrupt entry instead of failing start-up', async () => {
    const storage = createEncodedStorage(() => localStorage);
    localStorage.setItem(encodeText('persist:theme'), '!!not base64!!');
    expect(await storage.getItem('persist:theme')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('answers null when storage is unavailable', async () => {
    const storage = createEncodedStorage(() => undefined);
    await storage.setItem('k', 'v');
    expect(await storage.getItem('k')).toBeNull();
  });

  it('reads and writes small JSON values, clearing unreadable ones', () => {
    writeEncodedJson(localStorage, 'blog-search-history', ['砚', 'redux']);
    expect(readEncodedJson<string[]>(localStorage, 'blog-search-history')).toEqual(['砚', 'redux']);
    localStorage.setItem(encodeText('broken'), encodeText('{not json'));
    expect(readEncodedJson(localStorage, 'broken')).toBeNull();
    expect(localStorage.getItem(encodeText('broken'))).toBeNull();
  });
});
