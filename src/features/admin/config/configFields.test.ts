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
  it('holds the social links and groups to the server rules (protocol/urlRules.ts)', () => {
    const social = {
      ...valid,
      github_link: 'https://github.com/ink',
      git_ee_link: 'https://gitee.com/ink',
      bilibili_link: 'https://space.bilibili.com/1',
      qq_link: 'https://qm.qq.com/q/ink',
      we_chat_link: '/uploads/wechat-qr.png',
      qq_group: '12345678',
      we_chat_group: '/uploads/group-qr.png',
    };
    expect(validateConfig(social)).toEqual({});
    expect(validateConfig({ ...social, github_link: 'javascript:alert(1)' }).github_link).toBe(
      'GitHub 链接须是上传的图片或 http(s) 地址',
    );
    expect(validateConfig({ ...social, bilibili_link: 'https://b.example/"><script>' }).bilibili_link).toMatch(
      /^哔哩哔哩链接须是/,
    );
    expect(validateConfig({ ...social, qq_group: '1234' }).qq_group).toBe(
      'QQ 群须是 5–12 位群号、上传的图片或 http(s) 地址',
    );
    expect(validateConfig({ ...social, we_chat_group: 'weixin://group' }).we_chat_group).toMatch(/^微信群须是/);
  });
  it('starts from the stored config with /admin as the default desk address', () => {
    const values = initialConfigValues({ blog_name: '砚', admin_url: '', view_time: 3 });
    expect(values.blog_name).toBe('砚');
    expect(values.admin_url).toBe('/admin');
    expect(values.blog_notice).toBe('');
    expect(values.github_link).toBe('');
  });
});
