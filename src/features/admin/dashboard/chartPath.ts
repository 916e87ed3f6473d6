/** An SVG polyline's points for `values` drawn into a width × height box (0 at the bottom). */
export function linePoints(values: readonly number[], width: number, height: number, max: number): string {
  if (!values.length) return '';
  const top = Math.max(1, max);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => `${round(index * step)},${round(height - (Math.max(0, value) / top) * height)}`)
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A count axis's ticks: 0 up to a round top at or above `max`, in steps of 1, 2 or 5 × 10ⁿ (never
 * below 1, counts being whole), about `target` steps. The last tick is the chart's top.
 */
export function countTicks(max: number, target = 4): number[] {
  const peak = Math.max(1, max);
  const rough = peak / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power);
  const top = Math.ceil(peak / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Indexes of `count` evenly spaced days to label on the date axis, first and last included. */
export function dateTickIndexes(days: number, count = 5): number[] {
  if (days <= 0) return [];
  if (days <= count) return Array.from({ length: days }, (_, i) => i);
  return Array.from({ length: count }, (_, k) => Math.round((k * (days - 1)) / (count - 1)));
}

/** 'YYYY-MM-DD' → 'M月D日' for the date axis. */
export const shortDay = (day: string): string => {
  const [, month, date] = day.split('-').map(Number);
  return month && date ? `${month}月${date}日` : day;
};
