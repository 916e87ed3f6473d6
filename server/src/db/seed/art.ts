// The demo content's pictures, drawn as SVG and rasterised by sharp (anti-aliased) through the image
// pipeline (docs/performance.md, "Images"). Ink-wash mountains suit a blog named 砚 (inkstone); the
// other scenes and a wave pattern keep neighbouring covers apart. Deterministic: the same picture on every start.

import { seededRandom as random } from './prose';

export type ArtStyle = 'mountains' | 'sea' | 'lights' | 'dunes' | 'forest' | 'waves' | 'avatar';

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)},${Math.round(s)}%,${Math.round(l)}%)`;
const n = (value: number) => Math.round(value * 10) / 10;

/** A closed ridge line across the width: a sum of sines, filled down to the bottom. */
function ridge(w: number, h: number, base: number, amplitude: number, rand: () => number, steps = 48): string {
  const waves = Array.from({ length: 4 }, (_, k) => ({
    f: (k + 1) * (1.2 + rand() * 2),
    p: rand() * Math.PI * 2,
    a: amplitude / (k + 1),
  }));
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const x = (i / steps) * w;
    const y = base - waves.reduce((sum, v) => sum + v.a * Math.sin((x / w) * v.f * Math.PI + v.p), 0);
    return `${n(x)},${n(y)}`;
  });
  return `M0,${h} L${points.join(' L')} L${w},${h} Z`;
}

function sky(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Layered ridges fading into mist over a dawn sky, with a pale sun. */
function mountains(w: number, h: number, hue: number, rand: () => number): string {
  const sunX = w * (0.2 + rand() * 0.6);
  const sunY = h * (0.22 + rand() * 0.15);
  const r = Math.min(w, h) * 0.08;
  const layers = Array.from({ length: 5 }, (_, l) => {
    const colour = hsl(hue, 22 - l * 3, 70 - l * 12);
    return `<path d="${ridge(w, h, h * (0.4 + l * 0.12), h * 0.08, rand)}" fill="url(#m${l})"/>
<linearGradient id="m${l}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="0.6" stop-color="${hsl(hue, 20, 86 - l * 6)}" stop-opacity="0.85"/></linearGradient>`;
  });
  return `<defs>${sky('s', hsl(hue, 45, 80), hsl(hue + 30, 50, 93))}
<radialGradient id="sun"><stop offset="0.55" stop-color="#fff6e6"/><stop offset="1" stop-color="#fff6e6" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(r * 1.8)}" fill="url(#sun)"/>
${layers.join('\n')}`;
}

/** The sea at dusk: bands of swell under a low sun and its reflection. */
function sea(w: number, h: number, hue: number, rand: () => number): string {
  const horizon = h * (0.45 + rand() * 0.1);
  const sunX = w * (0.25 + rand() * 0.5);
  const bands = Array.from({ length: 9 }, (_, k) => {
    const base = horizon + ((h - horizon) / 9) * (k + 1);
    return `<path d="${ridge(w, h, base, h * 0.012 * (k + 1), rand, 64)}" fill="${hsl(hue + 190, 45, 38 - k * 3)}" fill-opacity="0.55"/>`;
  });
  return `<defs>${sky('s', hsl(hue + 250, 40, 35), hsl(hue + 20, 80, 72))}${sky('w', hsl(hue + 200, 50, 40), hsl(hue + 210, 60, 14))}
<radialGradient id="sun"><stop offset="0.4" stop-color="${hsl(hue + 40, 100, 88)}"/><stop offset="1" stop-color="${hsl(hue + 30, 100, 70)}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${n(sunX)}" cy="${n(horizon)}" r="${n(h * 0.12)}" fill="url(#sun)"/>
<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="url(#w)"/>
<ellipse cx="${n(sunX)}" cy="${n(horizon + (h - horizon) * 0.4)}" rx="${n(w * 0.05)}" ry="${n((h - horizon) * 0.45)}" fill="${hsl(hue + 40, 100, 80)}" fill-opacity="0.25"/>
${bands.join('\n')}`;
}

/** Out-of-focus city lights over a deep gradient. */
function lights(w: number, h: number, hue: number, rand: () => number): string {
  const discs = Array.from({ length: 28 }, () => {
    const r = Math.min(w, h) * (0.03 + rand() * 0.11);
    return `<circle cx="${n(rand() * w)}" cy="${n(rand() * h)}" r="${n(r)}" fill="${hsl(hue + rand() * 90, 75, 72)}" fill-opacity="${n(0.12 + rand() * 0.3)}"/>`;
  });
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 18)}"/><stop offset="1" stop-color="${hsl(hue + 60, 60, 42)}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>${discs.join('')}`;
}

/** Sand dunes in low light, each with a lit and a shaded side. */
function dunes(w: number, h: number, hue: number, rand: () => number): string {
  const layers = Array.from({ length: 4 }, (_, l) => {
    const base = h * (0.5 + l * 0.13);
    return `<path d="${ridge(w, h, base, h * 0.06, rand, 40)}" fill="${hsl(hue + 25, 55, 62 - l * 9)}"/>
<path d="${ridge(w, h, base + h * 0.03, h * 0.05, rand, 40)}" fill="${hsl(hue + 15, 45, 45 - l * 8)}" fill-opacity="0.45"/>`;
  });
  return `<defs>${sky('s', hsl(hue + 200, 45, 62), hsl(hue + 35, 70, 86))}</defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${n(w * (0.15 + rand() * 0.7))}" cy="${n(h * 0.25)}" r="${n(h * 0.06)}" fill="#fffbe8"/>
${layers.join('\n')}`;
}

/** Rows of pines on misty hills. */
function forest(w: number, h: number, hue: number, rand: () => number): string {
  const rows = Array.from({ length: 4 }, (_, row) => {
    const base = h * (0.55 + row * 0.12);
    const size = h * (0.1 + row * 0.05);
    const colour = hsl(hue + 120, 30, 55 - row * 12);
    const trees = Array.from({ length: 18 + row * 4 }, () => {
      const x = rand() * w;
      const top = base - size * (0.6 + rand() * 0.6);
      return `M${n(x)},${n(top)} L${n(x + size * 0.28)},${n(base + 4)} L${n(x - size * 0.28)},${n(base + 4)} Z`;
    });
    return `<path d="${ridge(w, h, base, h * 0.03, rand, 32)}" fill="${colour}"/><path d="${trees.join(' ')}" fill="${colour}"/>`;
  });
  return `<defs>${sky('s', hsl(hue + 160, 30, 78), hsl(hue + 60, 40, 92))}</defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>${rows.join('\n')}`;
}

/**
 * 青海波, the overlapping wave-scale pattern: rows of concentric half rings, each row drawn over the
 * one above, deepening towards the bottom. A geometric cover among the landscapes.
 */
function waves(w: number, h: number, hue: number, rand: () => number): string {
  const r = Math.round(h * (0.16 + rand() * 0.05));
  const rows: string[] = [];
  for (let row = 0, y = -r; y < h + r; row += 1, y += r / 2) {
    const depth = Math.max(0, Math.min(1, y / h));
    const dark = hsl(hue + depth * 25, 45, 32 - depth * 14);
    const light = hsl(hue + depth * 25, 40, 86 - depth * 20);
    const shift = row % 2 === 0 ? 0 : r;
    for (let x = -r + shift; x < w + r; x += 2 * r) {
      rows.push(
        [1, 0.78, 0.56, 0.34]
          .map((k, i) => `<circle cx="${x}" cy="${n(y)}" r="${n(r * k)}" fill="${i % 2 === 0 ? dark : light}"/>`)
          .join(''),
      );
    }
  }
  return `<rect width="${w}" height="${h}" fill="${hsl(hue, 40, 40)}"/>${rows.join('')}`;
}

/** A round inkstone: dark stone rim around a glossy ink pool, on warm paper. */
function avatar(w: number, h: number, hue: number): string {
  const r = Math.min(w, h) * 0.46;
  return `<defs><radialGradient id="stone"><stop offset="0" stop-color="${hsl(hue, 10, 30)}"/><stop offset="1" stop-color="${hsl(hue, 10, 17)}"/></radialGradient>
<radialGradient id="ink" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ebebf0" stop-opacity="0.5"/><stop offset="0.6" stop-color="${hsl(hue, 20, 8)}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="${hsl(40, 40, 90)}"/><circle cx="${w / 2}" cy="${h / 2}" r="${n(r)}" fill="url(#stone)"/>
<circle cx="${w / 2}" cy="${h / 2}" r="${n(r * 0.72)}" fill="url(#ink)"/>`;
}

const SCENES: Record<Exclude<ArtStyle, 'avatar'>, typeof mountains> = { mountains, sea, lights, dunes, forest, waves };

/** The SVG source of one picture. */
export function drawArt(style: ArtStyle, width: number, height: number, hue: number, seed: number): string {
  const body = style === 'avatar' ? avatar(width, height, hue) : SCENES[style](width, height, hue, random(seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
