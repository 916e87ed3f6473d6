import { isHttpUrl, LINK_RULE_TEXT, validateLink } from './linkRules';

const draft = { site_name: '砚', site_desc: '一个博客', site_avatar: '', url: 'https://example.com' };

describe('validateLink', () => {
  it('asks for each field with its own message', () => {
    expect(validateLink({ site_name: ' ', site_desc: '', site_avatar: '', url: '' })).toEqual({
      site_name: '请输入网站名称',
      site_desc: '请输入网站描述',
      url: '请输入网站地址',
    });
  });

  it('accepts a description of 125 characters and refuses 126', () => {
    expect(validateLink({ ...draft, site_desc: '描'.repeat(125) })).toEqual({});
    expect(validateLink({ ...draft, site_desc: '描'.repeat(126) }).site_desc).toBe(LINK_RULE_TEXT.descTooLong);
  });

  it('wants an http(s) address', () => {
    for (const url of ['example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://', 'http://a b.com']) {
      expect(validateLink({ ...draft, url }).url).toBe('请输入带http://或https://的网站地址');
    }
    expect(isHttpUrl('http://example.com/blog')).toBe(true);
    expect(isHttpUrl('HTTPS://EXAMPLE.COM')).toBe(true);
  });
});
