/**
 * docs/behaviour.md §7.2 lyric parsing: "lines kept only with both timestamp and text; time = minutes*60000 +
 * seconds*1000 ms" — `[mm:ss.xx]text`, fractional seconds allowed (docs/behaviour.md §7.2).
 */
export function parseLyric(lyric: string): { lyricList: string[]; lyricTimeList: number[] } {
  const lyricList: string[] = [];
  const lyricTimeList: number[] = [];
  for (const raw of lyric.split('\n')) {
    const match = /^\[(\d+):(\d+(?:\.\d+)?)\](.*)$/.exec(raw.replace(/\r$/, ''));
    if (!match || match[3].trim() === '') continue;
    lyricTimeList.push(Math.round(Number(match[1]) * 60000 + Number(match[2]) * 1000));
    lyricList.push(match[3]);
  }
  return { lyricList, lyricTimeList };
}

/** The line being sung at `timeMs`: the last line starting at or before it; -1 before the first. */
export function lyricIndexAt(timeMs: number, times: number[]): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] <= timeMs) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
