import { initialConfigValues, validateConfig } from './configFields';

const valid = { blog_name: '砚', blog_avatar: '/uploads/a.png', admin_url: '/admin', blog_notice: '欢迎' };

describe('site config validation', () => {
  it('accepts a filled-in form', () => {
    expect(validateConfig(valid)).toEqual({});
  });
  it('names each invalid field in Chinese', () => {
    expect(validateConfig({ ...valid, blog_name: '  ' }).blog_name).toBe('请填写博客名称');
    expect(validateConfig({ ...valid, blog_name: 'x'.repeat(65) }).blog_name).toBe('博客名称不能超过 64 个字符');
    expect(validateConfig({ ...valid, blog_avatar: 'javascript:alert(1)' }).blog_avatar).toMatch(/http/);
    expect(validateConfig({ ...valid, filing_url: 'beian' }).filing_url).toBe('备案链接须以 http:// 或 https:// 开头');
    expect(validateConfig({ ...valid, admin_url: 'admin' }).admin_url).toBe('后台地址须以 / 开头');
    expect(validateConfig({ ...valid, admin_url: '//evil.example.com' }).admin_url).toBe('后台地址须以 / 开头');
  });
  it('starts from the stored config with /admin as the default desk address', () => {
    const values = initialConfigValues({ blog_name: '砚', admin_url: '', view_time: 3 });
    expect(values.blog_name).toBe('砚');
    expect(values.admin_url).toBe('/admin');
    expect(values.blog_notice).toBe('');
  });
});
