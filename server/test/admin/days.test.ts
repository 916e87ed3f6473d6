import { lastDays } from '../../src/modules/admin/dashboard/days';

describe('lastDays', () => {
  it('lists the days oldest first across a month and a leap day', () => {
    expect(lastDays('2024-03-01', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(lastDays('2026-01-01', 2)).toEqual(['2025-12-31', '2026-01-01']);
    expect(lastDays('2026-11-23', 30)).toHaveLength(30);
  });
});
