import sharp from 'sharp';

// The demo library's album covers and the placeholder of a cover-less album: a record drawn as SVG
// and rasterised anti-aliased by sharp (like the seed's pictures, docs/performance.md "Images").

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h % 360)},${s}%,${l}%)`;

/** A vinyl record on a two-colour gradient: grooves, a coloured label, a glint. */
export function coverSvg(hue: number, size: number): string {
  const c = size / 2;
  const grooves = Array.from({ length: 9 }, (_, i) => {
    const r = size * (0.18 + i * 0.028);
    return `<circle cx="${c}" cy="${c}" r="${r.toFixed(1)}" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="${(size / 320).toFixed(2)}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 55, 62)}"/><stop offset="1" stop-color="${hsl(hue + 40, 60, 26)}"/></linearGradient>
<linearGradient id="glint" x1="0" y1="0" x2="1" y2="1"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="${c}" cy="${c}" r="${size * 0.42}" fill="#15161a"/>${grooves.join('')}
<circle cx="${c}" cy="${c}" r="${size * 0.42}" fill="url(#glint)"/>
<circle cx="${c}" cy="${c}" r="${size * 0.14}" fill="${hsl(hue + 180, 50, 70)}"/>
<circle cx="${c}" cy="${c}" r="${size * 0.016}" fill="#15161a"/></svg>`;
}

/** The cover as PNG bytes (the library serves an album's cover.png as it is). */
export const coverImage = (hue: number, size = 480): Promise<Buffer> =>
  sharp(Buffer.from(coverSvg(hue, size)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
