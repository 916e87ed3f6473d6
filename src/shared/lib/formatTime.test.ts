import { daysSince, formatChatTime, formatClock, formatDate, formatRelativeTime, parseTime } from './formatTime';

describe('formatClock (docs/behaviour.md §8.3 mm:ss)', () => {
  it('zero-pads minutes and seconds', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5.9)).toBe('00:05');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3600)).toBe('60:00');
  });
  it('treats invalid or negative input as zero', () => {
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('formatRelativeTime (docs/behaviour.md §8.3), on a fixed clock: 2025-05-10 12:00 local', () => {
  const now = new Date(2025, 4, 10, 12, 0, 0).getTime();
  const at = (...parts: [number, number, number, number?, number?]) => {
    const [y, mo, d, h = 0, mi = 0] = parts;
    return new Date(y, mo - 1, d, h, mi).getTime();
  };
  it('says 刚刚 under a minute — never seconds — and for a time ahead of this clock', () => {
    expect(formatRelativeTime(now, now)).toBe('刚刚');
    expect(formatRelativeTime(now - 59_000, now)).toBe('刚刚');
    expect(formatRelativeTime(now + 5000, now)).toBe('刚刚');
  });
  it('counts minutes under an hour, hours the same day', () => {
    expect(formatRelativeTime(now - 60_000, now)).toBe('1 分钟前');
    expect(formatRelativeTime(now - 59 * 60_000 - 59_000, now)).toBe('59 分钟前');
    expect(formatRelativeTime(now - 3_600_000, now)).toBe('1 小时前');
    expect(formatRelativeTime(at(2025, 5, 10, 0, 1), now)).toBe('11 小时前');
  });
  it('says 昨天 HH:mm for the day before, also under 24 hours', () => {
    expect(formatRelativeTime(at(2025, 5, 9, 23, 59), now)).toBe('昨天 23:59');
    expect(formatRelativeTime('2025-05-09 08:05:30', now)).toBe('昨天 08:05');
    expect(formatRelativeTime(at(2025, 5, 9, 0, 0), now)).toBe('昨天 00:00');
  });
  it('gives the date after that: MM-DD this year, YYYY-MM-DD another year', () => {
    expect(formatRelativeTime(at(2025, 5, 8, 23, 59), now)).toBe('05-08');
    expect(formatRelativeTime('2025-01-01 00:00:00', now)).toBe('01-01');
    expect(formatRelativeTime('2024-12-31 23:59:59', now)).toBe('2024-12-31');
  });
  it('ignores garbage', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatChatTime (docs/behaviour.md §6.1): HH:mm, never seconds', () => {
  const now = new Date(2025, 4, 10, 12, 0, 0).getTime();
  it('shows HH:mm today, 昨天 HH:mm, then the date with HH:mm', () => {
    expect(formatChatTime('2025-05-10 00:00:59', now)).toBe('00:00');
    expect(formatChatTime('2025-05-10 11:59:59', now)).toBe('11:59');
    expect(formatChatTime('2025-05-09 21:07:00', now)).toBe('昨天 21:07');
    expect(formatChatTime('2025-03-02 09:30:00', now)).toBe('03-02 09:30');
    expect(formatChatTime('2024-12-31 23:59:00', now)).toBe('2024-12-31 23:59');
    expect(formatChatTime('bad', now)).toBe('');
  });
});

describe('dates', () => {
  it('parses YYYY-MM-DD HH:mm:ss as local time', () => {
    expect(parseTime('2024-01-02 03:04:05')).toBe(new Date(2024, 0, 2, 3, 4, 5).getTime());
  });
  it('formats the date part and counts days since', () => {
    expect(formatDate('2024-01-02 03:04:05')).toBe('2024-01-02');
    expect(formatDate('bad')).toBe('');
    const now = new Date(2024, 0, 12, 4, 0, 0).getTime();
    expect(daysSince('2024-01-02 03:04:05', now)).toBe(10);
    expect(daysSince('2030-01-01 00:00:00', now)).toBe(0);
    expect(daysSince('bad', now)).toBe(0);
  });
});
