import crypto from 'node:crypto';

/**
 * Secrets the server must read back (an SMTP password, a TOTP seed, a webhook key) are stored
 * sealed, never in clear (docs/security.md "Secrets at rest"). AES-256-GCM under a key derived from
 * the server's own secret (JWT_SECRET or `${dataDir}/jwt-secret`), so every process that can verify
 * a token can open them, and a copy of the database alone opens nothing. Each purpose gets its own
 * key: a sealed SMTP password cannot be replayed as a TOTP seed.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The clear text, or null when the sealed text is damaged or was sealed under another key. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, 'inkstone secret-box', purpose, 32));
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
