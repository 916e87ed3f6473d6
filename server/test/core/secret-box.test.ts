import { createSecretBox } from '../../src/lib/secret-box';

const SERVER_SECRET = 'x'.repeat(48);

describe('secret box (docs/security.md "Secrets at rest")', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const box = createSecretBox(SERVER_SECRET, 'smtp-password');
    const sealed = box.seal('hunter2-密码');
    expect(sealed).not.toContain('hunter2');
    expect(box.open(sealed)).toBe('hunter2-密码');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another purpose, another server secret and a tampered text', () => {
    const sealed = createSecretBox(SERVER_SECRET, 'smtp-password').seal('secret');
    expect(createSecretBox(SERVER_SECRET, 'totp-seed').open(sealed)).toBeNull();
    expect(createSecretBox('y'.repeat(48), 'smtp-password').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(createSecretBox(SERVER_SECRET, 'smtp-password').open(parts.join('.'))).toBeNull();
    expect(createSecretBox(SERVER_SECRET, 'smtp-password').open('garbage')).toBeNull();
  });
});
