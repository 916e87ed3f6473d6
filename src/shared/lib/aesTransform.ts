import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { createTransform, type Transform } from 'redux-persist';

// docs/behaviour.md §1.5: a fixed symmetric key and IV embedded in the client. This is obfuscation of
// data at rest (CBC with PKCS7 padding, crypto-js defaults) in the browser, not secrecy: anything shipped to the client can be read by it.
const KEY = Utf8.parse('InkstoneYan2024K');
const IV = Utf8.parse('YanInkstone2025V');

export function encryptText(plain: string): string {
  return AES.encrypt(plain, KEY, { iv: IV }).toString();
}

/** Throws when the cipher text is corrupt or was made with another key. */
export function decryptText(cipher: string): string {
  const plain = AES.decrypt(cipher, KEY, { iv: IV }).toString(Utf8);
  if (!plain) throw new Error('decryption failed');
  return plain;
}

/**
 * redux-persist transform: each persisted field is stored as AES cipher text of its JSON.
 * A field that fails to decrypt comes back undefined, so the reducer's default is kept
 * (docs/behaviour.md §1.5: if decryption fails, stored user data is cleared).
 */
export function createEncryptTransform<S>(whitelist: string[]): Transform<S, string, unknown, unknown> {
  return createTransform<S, string>(
    (inbound) => encryptText(JSON.stringify(inbound ?? null)),
    (outbound) => {
      try {
        return JSON.parse(decryptText(outbound)) as S;
      } catch {
        return undefined as unknown as S;
      }
    },
    { whitelist },
  );
}
