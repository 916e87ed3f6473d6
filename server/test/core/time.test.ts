import { formatDateTime, parseDateTime } from '../../src/lib/time';

describe('parseDateTime', () => {
  it('reads a stored time in its zone as the right instant', () => {
    expect(parseDateTime('2030-01-04 08:30:00', 'Asia/Shanghai').toISOString()).toBe('2030-01-04T00:30:00.000Z');
    expect(parseDateTime('2024-07-01 12:00:00', 'UTC').toISOString()).toBe('2024-07-01T12:00:00.000Z');
  });

  it('follows daylight saving time and round-trips with formatDateTime', () => {
    expect(parseDateTime('2024-07-01 12:00:00', 'Europe/Berlin').toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(parseDateTime('2024-01-01 12:00:00', 'Europe/Berlin').toISOString()).toBe('2024-01-01T11:00:00.000Z');
    const text = '2025-03-30 05:15:00';
    expect(formatDateTime(parseDateTime(text, 'Europe/Berlin'), 'Europe/Berlin')).toBe(text);
  });

  it('refuses text that is not a time', () => {
    expect(() => parseDateTime('yesterday', 'UTC')).toThrow();
  });
});
