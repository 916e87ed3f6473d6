/** The `count` calendar days ending with `today` ('YYYY-MM-DD'), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const [y, m, d] = today.split('-').map(Number);
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(y, m - 1, d - back));
    days.push(date.toISOString().slice(0, 10));
  }
  return days;
}
