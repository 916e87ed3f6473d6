import { fold } from '../../src/modules/spam/normalise';
import { countLinks, foldLists, screenWords } from '../../src/modules/spam/words';
import { checkForm } from '../../src/modules/spam/guard';
import { defaultSettings } from '../../src/modules/spam/settings';
import { SPAM_MESSAGES } from '@protocol/spamRules';

// docs/behaviour.md §13.1: words match on folded text; masking keeps everything but the word.
const lists = foldLists([
  { action: 'mask', words: ['坏词', 'Spam'] },
  { action: 'reject', words: ['禁止词'] },
  { action: 'hold', words: ['代开发票'] },
]);

describe('folding', () => {
  it('folds width and case and drops spaces, punctuation and symbols between characters', () => {
    expect(fold('ＳＰＡＭ').text).toBe('spam');
    expect(fold('坏 词').text).toBe('坏词');
    expect(fold('坏-·-词!').text).toBe('坏词');
    expect(fold('s\u200Bp a.m').text).toBe('spam');
  });

  it('folds Traditional Chinese, Hong Kong and Taiwan usage too, to Simplified, character for character', () => {
    expect(fold('發財').text).toBe('发财');
    expect(fold('臺灣 網絡').text).toBe('台湾网络');
    expect(fold('裏面').text).toBe('里面');
    // Every folded character still knows where it came from, so a mask lands in place.
    expect(fold('說：壞詞').origin).toEqual([0, 2, 3]);
  });

  it('skips markup and entities when asked', () => {
    expect(fold('<img src="/e/坏词.png">好&amp;x', true).text).toBe('好x');
  });
});

describe('screening words', () => {
  it('masks each character of a word, however it is written', () => {
    expect(screenWords('这是坏词', lists).text).toBe('这是＊＊');
    expect(screenWords('这是坏 · 词啊', lists).text).toBe('这是＊ · ＊啊');
    expect(screenWords('buy ＳＰＡＭ now', lists).text).toBe('buy ＊＊＊＊ now');
    expect(screenWords('S-p-A-m', lists).text).toBe('＊-＊-＊-＊');
  });

  it('matches a word written in Traditional characters, and a Traditional word in the list', () => {
    expect(screenWords('這是壞詞', lists).text).toBe('這是＊＊');
    expect(screenWords('代開發票', lists).hold).toBe(true);
    const traditional = foldLists([{ action: 'reject', words: ['禁止詞語'] }]);
    expect(screenWords('禁止词语', traditional).reject).toBe(true);
  });

  it('leaves clean text and markup alone', () => {
    const clean = screenWords('你好 <b>世界</b>', lists, true);
    expect(clean).toEqual({ text: '你好 <b>世界</b>', hold: false, reject: false });
    expect(screenWords('<b>坏</b>词', lists, true).text).toBe('<b>＊</b>＊');
  });

  it('reports reject and hold words', () => {
    expect(screenWords('禁 止 词', lists).reject).toBe(true);
    expect(screenWords('代开-发票', lists).hold).toBe(true);
    expect(screenWords('发票', lists).hold).toBe(false);
  });

  it('ignores words with nothing but symbols', () => {
    expect(foldLists([{ action: 'mask', words: ['!!!', ' '] }])[0].words).toEqual([]);
  });
});

describe('links and form timing', () => {
  it('counts http(s) addresses and bare www hosts', () => {
    expect(countLinks('见 https://a.cn 与 http://b.cn 和 www.c.cn，不是 awww.d')).toBe(3);
  });

  it('refuses a filled honeypot, a missing start and a form sent too fast', () => {
    const settings = defaultSettings({ formMinFillSeconds: 3, captchaMaxNumber: 1000 });
    expect(() => checkForm(settings, { website: 'http://x', form_started: 0 })).toThrow(SPAM_MESSAGES.honeypot);
    expect(() => checkForm(settings, {})).toThrow(SPAM_MESSAGES.formExpired);
    expect(() => checkForm(settings, { form_started: 10_000 }, 11_000)).toThrow(SPAM_MESSAGES.tooFast);
    expect(() => checkForm(settings, { form_started: 10_000 }, 13_000)).not.toThrow();
    // A reader's clock ahead of ours is not their fault.
    expect(() => checkForm(settings, { form_started: 20_000 }, 13_000)).not.toThrow();
    expect(() => checkForm(defaultSettings({ formMinFillSeconds: 0, captchaMaxNumber: 1000 }), {})).not.toThrow();
  });
});
