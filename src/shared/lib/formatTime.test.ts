import { daysSince, formatClock, formatDate, formatRelativeTime, parseTime } from './formatTime';

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

describe('formatRelativeTime (docs/behaviour.md §8.3)', () => {
  const now = new Date(2025, 4, 10, 12, 0, 0).getTime();
  it('uses seconds under a minute', () => {
    expect(formatRelativeTime(now - 59_000, now)).toBe('59秒前');
    expect(formatRelativeTime(now, now)).toBe('0秒前');
  });
  it('uses minutes under an hour and hours under a day', () => {
    expect(formatRelativeTime(now - 60_000, now)).toBe('1分钟前');
    expect(formatRelativeTime(now - 59 * 60_000, now)).toBe('59分钟前');
    expect(formatRelativeTime(now - 3_600_000, now)).toBe('1小时前');
    expect(formatRelativeTime(now - 23.5 * 3_600_000, now)).toBe('23小时前');
  });
  it('uses days otherwise, and parses server time strings as local time', () => {
    expect(formatRelativeTime('2025-05-07 12:00:00', now)).toBe('3天前');
  });
  it('counts a future time as zero seconds and ignores garbage', () => {
    expect(formatRelativeTime(now + 5000, now)).toBe('0秒前');
    expect(formatRelativeTime('not a date', now)).toBe('');
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
