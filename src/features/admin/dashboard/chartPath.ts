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
