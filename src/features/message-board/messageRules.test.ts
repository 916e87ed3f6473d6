import { canManage, MESSAGE_RULE_TEXT, validateDraft } from './messageRules';

describe('validateDraft', () => {
  it('asks for text and a tag', () => {
    expect(validateDraft({ message: '   ', tag: '' })).toEqual({
      message: MESSAGE_RULE_TEXT.empty,
      tag: MESSAGE_RULE_TEXT.noTag,
    });
  });

  it('accepts 555 characters and refuses 556 (an emoji counts once)', () => {
    expect(validateDraft({ message: '字'.repeat(555), tag: '生活' })).toEqual({});
    expect(validateDraft({ message: '😀'.repeat(555), tag: '生活' })).toEqual({});
    expect(validateDraft({ message: '字'.repeat(556), tag: '生活' }).message).toBe('留言内容最多 555 个字符');
  });

  it('refuses an overlong tag', () => {
    expect(validateDraft({ message: '你好', tag: '标'.repeat(11) }).tag).toBe(MESSAGE_RULE_TEXT.tagTooLong);
  });
});

describe('canManage', () => {
  it('lets the owner and the admin manage, nobody else, and nobody a 游客 post', () => {
    expect(canManage({ user_id: 7 }, { id: 7, role: 2 })).toBe(true);
    expect(canManage({ user_id: 7 }, { id: 8, role: 2 })).toBe(false);
    expect(canManage({ user_id: 7 }, { id: 1, role: 1 })).toBe(true);
    expect(canManage({ user_id: null }, { id: 7, role: 2 })).toBe(false);
    expect(canManage({ user_id: 7 }, null)).toBe(false);
  });
});
