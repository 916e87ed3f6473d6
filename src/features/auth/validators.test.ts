import { checkConfirm, checkPassword, checkUsername } from '@protocol/accountRules';
import { validateAll } from '@/shared/components/form/formRules';
import { registerRules } from './registerRules';
import { loginRules, passwordRules } from './validators';

const FORMAT = '密码格式应为6-18位数字、字母、符号的任意两种组合';

describe('docs/behaviour.md §4.2 account rules', () => {
  it('username: required, 5-16 characters', () => {
    expect(checkUsername('')).toBe('请输入用户账号');
    expect(checkUsername('abcd')).toBe('用户账号长度应该在5-16之间');
    expect(checkUsername('abcde')).toBeNull();
    expect(checkUsername('a'.repeat(16))).toBeNull();
    expect(checkUsername('a'.repeat(17))).toBe('用户账号长度应该在5-16之间');
  });

  it.each([
    ['abc123', null],
    ['abc!@#', null],
    ['123!@#', null],
    ['aB3$eF7*', null],
    ['a1'.repeat(9), null],
    ['', '请输入密码'],
    ['abc12', FORMAT],
    ['a1'.repeat(9) + 'x', FORMAT],
    ['abcdefgh', FORMAT],
    ['12345678', FORMAT],
    ['!@#$%^&*', FORMAT],
    ['abc123中文', FORMAT],
  ])('password %j → %j', (password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });

  it('confirm: required and equal', () => {
    expect(checkConfirm('abc123', '')).toBe('请输入二次确认密码');
    expect(checkConfirm('abc123', 'abc124')).toBe('两次密码不一致');
    expect(checkConfirm('abc123', 'abc123')).toBeNull();
  });
});

describe('form rules', () => {
  it('login needs both fields, with the login wording for the password', () => {
    expect(validateAll(loginRules, { username: '', password: '' })).toEqual({
      username: '请输入用户账号',
      password: '请输入用户密码',
    });
    expect(validateAll(loginRules, { username: 'x', password: 'y' })).toEqual({});
  });

  it('register checks username, password and confirm; nickname has no rule', () => {
    expect(
      validateAll(registerRules, { username: 'abc', nick_name: '', email: '', password: 'abc', confirm: 'x' }),
    ).toEqual({
      username: '用户账号长度应该在5-16之间',
      password: FORMAT,
      confirm: '两次密码不一致',
    });
    expect(
      validateAll(registerRules, {
        username: 'abcde',
        nick_name: '',
        email: '',
        password: 'abc123',
        confirm: 'abc123',
      }),
    ).toEqual({});
    // 邮箱 is optional (docs/behaviour.md §5.5); a given one follows the server's rule.
    const withEmail = (email: string) =>
      validateAll(registerRules, { username: 'abcde', nick_name: '', email, password: 'abc123', confirm: 'abc123' });
    expect(withEmail('not-an-address')).toEqual({ email: '邮箱格式不正确' });
    expect(withEmail(' Reader@Example.com ')).toEqual({});
  });

  it('password change: new must follow the rules and differ from the old one', () => {
    expect(validateAll(passwordRules, { password: '', password1: 'abc123', password2: 'abc123' })).toEqual({
      password: '请输入原密码',
    });
    expect(validateAll(passwordRules, { password: 'abc123', password1: 'abc123', password2: 'abc123' })).toEqual({
      password1: '新密码不能与原密码相同',
    });
    expect(validateAll(passwordRules, { password: 'abc123', password1: '123456', password2: '123456' })).toEqual({
      password1: FORMAT,
    });
  });
});
