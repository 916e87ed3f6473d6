import { greeting, timeOfDayGreeting } from './greeting';

describe('timeOfDayGreeting (docs/behaviour.md §8.3)', () => {
  it.each([
    [0, '夜深了，早点休息吧'],
    [4, '夜深了，早点休息吧'],
    [5, '早上好'],
    [8, '早上好'],
    [9, '上午好'],
    [11, '上午好'],
    [12, '中午好'],
    [13, '中午好'],
    [14, '下午好'],
    [17, '下午好'],
    [18, '傍晚好，记得按时吃饭哦'],
    [19, '傍晚好，记得按时吃饭哦'],
    [20, '晚上好'],
    [21, '晚上好'],
    [22, '夜深了，记得早点睡觉哦'],
    [23, '夜深了，记得早点睡觉哦'],
  ])('hour %i → %s', (hour, text) => {
    expect(timeOfDayGreeting(hour)).toBe(text);
  });
});

describe('greeting', () => {
  it('greets a named user by the hour', () => {
    expect(greeting({ hour: 10, name: '墨客', userId: 7 })).toBe('墨客，上午好～');
  });
  it('welcomes an anonymous visitor to the personal blog', () => {
    expect(greeting({ hour: 10 })).toBe('上午好，欢迎来到我的个人博客～');
    expect(greeting({ hour: 10, name: '' })).toContain('欢迎来到我的个人博客');
  });
  it('has a special greeting for user id 3', () => {
    const text = greeting({ hour: 15, name: '阿砚', userId: 3 });
    expect(text).toBe('亲爱的阿砚，见到你真开心！下午好～');
    expect(text).not.toBe(greeting({ hour: 15, name: '阿砚', userId: 4 }));
  });
});
