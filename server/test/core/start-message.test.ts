import { startMessage } from '../../src/lib/start-message';

describe('the start message (README "Two commands")', () => {
  const where = { host: '127.0.0.1', port: 8080 };

  it('names the admin account, its one-time password and /admin on the start that created it', () => {
    const text = startMessage({ ...where, admin: { created: true, generatedPassword: 'pw-123' } });
    expect(text).toContain('http://127.0.0.1:8080');
    expect(text).toContain('用户名 admin');
    expect(text).toContain('pw-123');
    expect(text).toContain('http://127.0.0.1:8080/admin');
  });

  it('points at BLOG_ADMIN_PASSWORD when the password came from the environment', () => {
    const text = startMessage({ ...where, admin: { created: true, generatedPassword: null } });
    expect(text).toContain('用户名 admin');
    expect(text).toContain('BLOG_ADMIN_PASSWORD');
  });

  it('never repeats a password on later starts, but still shows the desk', () => {
    const text = startMessage({ ...where, admin: { created: false, generatedPassword: null } });
    expect(text).not.toContain('密码');
    expect(text).toContain('/admin');
  });
});
