import { createEncryptTransform, decryptText, encryptText } from './aesTransform';

/** The transform as redux-persist calls it: one field value at a time. */
interface FieldTransform {
  in: (value: unknown, key: string, state: object) => string;
  out: (value: string, key: string, state: object) => unknown;
}
const fieldTransform = (fields: string[]) => createEncryptTransform<unknown>(fields) as unknown as FieldTransform;

describe('AES transform (docs/behaviour.md §1.5: fixed key and IV; failed decryption clears the data)', () => {
  it('round-trips text and is deterministic for the fixed key and IV', () => {
    const cipher = encryptText('{"id":3,"nick_name":"砚"}');
    expect(cipher).not.toContain('nick_name');
    expect(encryptText('{"id":3,"nick_name":"砚"}')).toBe(cipher);
    expect(decryptText(cipher)).toBe('{"id":3,"nick_name":"砚"}');
  });

  it('throws on tampered or foreign cipher text', () => {
    expect(() => decryptText('bm90IGEgY2lwaGVy')).toThrow();
    expect(() => decryptText('')).toThrow();
  });

  it('encrypts each whitelisted field on the way in and restores it on the way out', () => {
    const transform = fieldTransform(['token']);
    const stored = transform.in('abc.def.ghi', 'token', {});
    expect(typeof stored).toBe('string');
    expect(stored).not.toContain('abc.def');
    expect(transform.out(stored, 'token', {})).toBe('abc.def.ghi');
  });

  it('gives undefined for a field that cannot be decrypted, so the default is kept', () => {
    const transform = fieldTransform(['userInfo']);
    expect(transform.out('garbage', 'userInfo', {})).toBeUndefined();
  });
});
