// One reading of an HTTP Range header, for audio (docs/behaviour.md §7.5) and stored uploads.

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → inclusive [start, end]; 'invalid' when unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | 'invalid' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.split(',')[0].trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // unknown syntax: whole file
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}
