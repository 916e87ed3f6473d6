import { encodePng } from '../../../lib/png';

// Generated covers and the placeholder image, encoded with the shared PNG codec (server/src/lib/png.ts).

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A soft two-colour gradient with concentric rings: a recognisable "record" cover. */
export function coverPng(hue: number, size = 160): Buffer {
  const [r1, g1, b1] = hsl(hue, 0.55, 0.55);
  const [r2, g2, b2] = hsl((hue + 40) % 360, 0.6, 0.25);
  const c = size / 2;
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const t = (x + y) / (2 * size);
      const d = Math.hypot(x - c, y - c) / c;
      const ring = d < 0.9 && Math.floor(d * 12) % 2 === 0 ? 0.88 : 1;
      const i = (y * size + x) * 3;
      pixels[i] = Math.round((r1 + (r2 - r1) * t) * ring);
      pixels[i + 1] = Math.round((g1 + (g2 - g1) * t) * ring);
      pixels[i + 2] = Math.round((b1 + (b2 - b1) * t) * ring);
    }
  }
  return encodePng(size, size, pixels);
}
