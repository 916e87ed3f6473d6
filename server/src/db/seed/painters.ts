// Procedural pictures for the demo content, drawn straight into an RGB buffer for lib/png.ts.
// Ink-wash mountains suit a blog named 砚 (inkstone); the other styles keep covers distinguishable.

export type Rgb = [number, number, number];
export type PaintStyle = 'mountains' | 'bokeh' | 'waves' | 'avatar';

export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Deterministic PRNG (mulberry32) so every start draws the same pictures. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const dist = (x1: number, y1: number, x2: number, y2: number) =>
  Math.sqrt((x1 - x2) * (x1 - x2) + (y1 - y2) * (y1 - y2));

// Per-pixel code avoids Math.* where it can: under Jest's vm context each Math call is several
// times slower, and the seed runs in many test files.
const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

function put(canvas: Canvas, x: number, y: number, c: Rgb): void {
  const i = (y * canvas.width + x) * 3;
  canvas.pixels[i] = c[0];
  canvas.pixels[i + 1] = c[1];
  canvas.pixels[i + 2] = c[2];
}

/** Layered ridges fading into mist over a dawn sky, with a pale sun. */
function mountains(canvas: Canvas, hue: number, seed: number): void {
  const { width: w, height: h } = canvas;
  const rand = random(seed);
  const skyTop = hsl(hue, 0.45, 0.82);
  const skyLow = hsl((hue + 30) % 360, 0.5, 0.93);
  const sun = { x: w * (0.2 + rand() * 0.6), y: h * (0.22 + rand() * 0.15), r: Math.min(w, h) * 0.09 };
  const sunGlow = sun.r * 1.6;
  const layers = 4;
  // Precompute each ridge line once per column so the pixel loop only compares heights.
  const ridges = Array.from({ length: layers }, (_, l) => {
    const base = h * (0.42 + l * 0.13);
    const waves = Array.from({ length: 4 }, (_, k) => ({
      f: (k + 1) * (1.5 + rand() * 2),
      p: rand() * Math.PI * 2,
      a: h * (0.07 / (k + 1)),
    }));
    return Float32Array.from(
      { length: w },
      (_, x) => base - waves.reduce((sum, v) => sum + v.a * Math.sin((x / w) * v.f * Math.PI + v.p), 0),
    );
  });
  const layerColour = Array.from({ length: layers }, (_, l) => hsl(hue, 0.25 - l * 0.04, 0.62 - l * 0.14));
  for (let y = 0; y < h; y += 1) {
    const sky = mix(skyTop, skyLow, y / h);
    for (let x = 0; x < w; x += 1) {
      let colour = sky;
      const d2 = (x - sun.x) * (x - sun.x) + (y - sun.y) * (y - sun.y);
      if (d2 < sunGlow * sunGlow)
        colour = mix(colour, [255, 246, 230], clamp01((sunGlow - Math.sqrt(d2)) / (sun.r * 0.6)));
      for (let l = layers - 1; l >= 0; l -= 1) {
        const top = ridges[l][x];
        if (y >= top) {
          // Mist: each ridge is lighter right below its crest, like diluted ink.
          const mist = clamp01(1 - (y - top) / (h * 0.18));
          colour = mix(layerColour[l], sky, mist * 0.55);
          break;
        }
      }
      put(canvas, x, y, colour);
    }
  }
}

/** Diagonal gradient with soft out-of-focus light discs. */
function bokeh(canvas: Canvas, hue: number, seed: number): void {
  const { width: w, height: h } = canvas;
  const rand = random(seed);
  const a = hsl(hue, 0.55, 0.35);
  const b = hsl((hue + 60) % 360, 0.6, 0.6);
  const discs = Array.from({ length: 14 }, () => ({
    x: rand() * w,
    y: rand() * h,
    r: Math.min(w, h) * (0.04 + rand() * 0.12),
    c: hsl((hue + rand() * 90) % 360, 0.7, 0.8),
    o: 0.15 + rand() * 0.3,
  }));
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      let colour = mix(a, b, (x / w + y / h) / 2);
      for (const disc of discs) {
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx > disc.r || dx < -disc.r || dy > disc.r || dy < -disc.r) continue;
        const d2 = dx * dx + dy * dy;
        if (d2 < disc.r * disc.r) colour = mix(colour, disc.c, disc.o * clamp01((disc.r - Math.sqrt(d2)) / 3));
      }
      put(canvas, x, y, colour);
    }
  }
}

/** Horizontal bands of sine waves, darker towards the bottom. */
function waves(canvas: Canvas, hue: number, seed: number): void {
  const { width: w, height: h } = canvas;
  const rand = random(seed);
  const bands = 7;
  const phase = Array.from({ length: bands }, () => rand() * Math.PI * 2);
  const colours = Array.from({ length: bands + 1 }, (_, band) => hsl((hue + band * 6) % 360, 0.5, 0.85 - band * 0.08));
  for (let x = 0; x < w; x += 1) {
    const lines = phase.map((p, k) => (h / (bands + 1)) * (k + 1) + Math.sin((x / w) * Math.PI * 3 + p) * h * 0.05);
    let band = 0;
    for (let y = 0; y < h; y += 1) {
      while (band < bands && y > lines[band]) band += 1;
      put(canvas, x, y, colours[band]);
    }
  }
}

/** A round inkstone: dark stone rim around a glossy ink pool, on a warm paper background. */
function avatar(canvas: Canvas, hue: number): void {
  const { width: w, height: h } = canvas;
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) * 0.46;
  const paper = hsl(40, 0.4, 0.9);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const d = dist(x, y, cx, cy) / r;
      let colour: Rgb = paper;
      if (d < 1) colour = mix(hsl(hue, 0.1, 0.3), hsl(hue, 0.1, 0.18), d);
      if (d < 0.72) {
        // Highlight towards the upper left makes the pool read as wet ink.
        const shine = Math.max(0, 1 - dist(x, y, cx - r * 0.25, cy - r * 0.25) / (r * 0.5));
        colour = mix(hsl(hue, 0.2, 0.08), [235, 235, 240], shine * 0.45);
      }
      put(canvas, x, y, colour);
    }
  }
}

/** Paints a new canvas of the given style. */
export function paint(style: PaintStyle, width: number, height: number, hue: number, seed: number): Canvas {
  const canvas: Canvas = { width, height, pixels: new Uint8Array(width * height * 3) };
  if (style === 'mountains') mountains(canvas, hue, seed);
  else if (style === 'bokeh') bokeh(canvas, hue, seed);
  else if (style === 'waves') waves(canvas, hue, seed);
  else avatar(canvas, hue);
  return canvas;
}
