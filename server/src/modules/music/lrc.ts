/**
 * LRC normalisation for our `lrc.lyric` output (docs/behaviour.md §7.5): lenient parse, one timestamp
 * per line (multi-timestamp lines expanded), stable sort by time, `[offset]` applied, inline
 * `<mm:ss.xx>` word tags removed, `\n` endings without BOM or `\r`, metadata tags dropped (the blog
 * ignores them), empty-text timestamp lines kept.
 */
export interface LrcLine {
  timeMs: number;
  text: string;
}

// Time tags: [mm:ss.xx], [mm:ss.xxx], [mm:ss], [m:ss.xx], rarely [mm:ss:xx]; minutes may exceed 59.
const TIME_TAG = /^\[(\d{1,4}):(\d{1,2})(?:[.:](\d{1,3}))?\]/;
const META_TAG = /^\[([A-Za-z#]+):(.*)\]\s*$/;
const WORD_TAG = /<\d{1,4}:\d{1,2}(?:[.:]\d{1,3})?>/g;

function fractionMs(fraction: string | undefined): number {
  if (!fraction) return 0;
  if (fraction.length === 1) return Number(fraction) * 100;
  if (fraction.length === 2) return Number(fraction) * 10;
  return Number(fraction);
}

/** Parses leniently; returns the timed lines, sorted, with the offset applied. */
export function parseLrc(source: string): LrcLine[] {
  let offsetMs = 0;
  const lines: LrcLine[] = [];
  for (const rawLine of source.replace(/^\uFEFF/, '').split('\n')) {
    let rest = rawLine.replace(/\r/g, '').trimStart();
    const times: number[] = [];
    for (let match = TIME_TAG.exec(rest); match; match = TIME_TAG.exec(rest)) {
      rest = rest.slice(match[0].length);
      times.push(Number(match[1]) * 60_000 + Number(match[2]) * 1000 + fractionMs(match[3]));
    }
    if (times.length === 0) {
      const meta = META_TAG.exec(rest.trim());
      if (meta && meta[1].toLowerCase() === 'offset') offsetMs = Number.parseInt(meta[2].trim(), 10) || 0;
      continue; // metadata, JSON credit lines and untimed text are dropped
    }
    const text = rest.replace(WORD_TAG, '');
    for (const timeMs of times) lines.push({ timeMs, text });
  }
  // A positive offset shows lyrics earlier, so effective time = tag time − offset.
  const shifted = lines.map((line) => ({ timeMs: Math.max(0, line.timeMs - offsetMs), text: line.text }));
  return shifted
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.timeMs - b.line.timeMs || a.index - b.index)
    .map((x) => x.line);
}

/** `[mm:ss.xx]`, or `[mm:ss.xxx]` when the milliseconds are not whole hundredths. */
export function formatLrcTime(timeMs: number): string {
  const minutes = Math.floor(timeMs / 60_000);
  const seconds = Math.floor((timeMs % 60_000) / 1000);
  const ms = timeMs % 1000;
  const fraction = ms % 10 === 0 ? String(ms / 10).padStart(2, '0') : String(ms).padStart(3, '0');
  return `[${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${fraction}]`;
}

export function normaliseLrc(source: string): string {
  return parseLrc(source)
    .map((line) => `${formatLrcTime(line.timeMs)}${line.text}\n`)
    .join('');
}

/**
 * Decodes a sidecar's bytes. Returns null for a corrupt file: invalid UTF-8, binary (NUL bytes),
 * or text without a single time tag — the caller logs it and serves an empty lyric instead.
 */
export function decodeLrcFile(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text.trim() === '') return '';
  return parseLrc(text).length > 0 ? text : null;
}
