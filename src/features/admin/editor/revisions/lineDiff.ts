/** One line of a diff: kept, removed (only in the older text) or added (only in the newer). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Beyond this many cells the middle is shown as all removed then all added (a page of text stays exact). */
const MAX_CELLS = 4_000_000;

/**
 * A line diff of two texts (docs/behaviour.md §11.3): the common head and tail are cut off, the
 * middle is compared by longest common subsequence.
 */
export function lineDiff(older: string, newer: string): DiffLine[] {
  const a = older.split('\n');
  const b = newer.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  const middle = middleDiff(a.slice(head, a.length - tail), b.slice(head, b.length - tail));
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}

function middleDiff(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  if (a.length * b.length > MAX_CELLS) return [...a.map(removed), ...b.map(added)];
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) out.push(removed(a[i++]));
    else out.push(added(b[j++]));
  }
  return [...out, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}

/** The front fields a diff compares, with their labels. */
export const FRONT_FIELDS = [
  ['article_title', '标题'],
  ['article_cover', '封面'],
  ['category_name', '分类'],
  ['tagNameList', '标签'],
  ['status', '状态'],
] as const;

export interface FrontFields {
  article_title: string;
  article_cover: string;
  category_name: string;
  tagNameList: string[];
  status: string;
}

/** The front fields that differ: label, older value, newer value (tags joined with 、). */
export function frontDiff(older: FrontFields, newer: FrontFields): Array<[string, string, string]> {
  const shown = (value: string | string[]) => (Array.isArray(value) ? value.join('、') : value) || '（空）';
  return FRONT_FIELDS.flatMap(([field, label]) => {
    const [before, after] = [shown(older[field]), shown(newer[field])];
    return before === after ? [] : [[label, before, after] as [string, string, string]];
  });
}
