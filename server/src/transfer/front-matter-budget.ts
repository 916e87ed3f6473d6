/**
 * YAML aliases let half a kilobyte of front matter stand for a billion values (`l1: &l1 [*l0, *l0…]`,
 * nine levels deep, then `tags: *l8`): js-yaml builds it cheaply as shared references, but anything
 * that walks it (the tag list flattened) runs for minutes and gigabytes. docs/security.md
 * "Imported files": a file's front matter is measured as if expanded, and refused on its report line
 * past these bounds — at once, since the walk stops at the bound.
 */
export const MAX_FRONT_MATTER_VALUES = 10_000;

/** Names in one tags or categories list: no real post comes near, a list past it is refused. */
export const MAX_LIST_NAMES = 100;

const LIST_KEYS = ['tags', 'categories', 'category'] as const;

/** How many values `root` holds with every alias expanded, counting no further than `limit` + 1. */
function expandedSize(root: unknown, limit: number): number {
  const stack: unknown[] = [root];
  let count = 0;
  while (stack.length > 0 && count <= limit) {
    const value = stack.pop();
    count += 1;
    // A shared (aliased) object is pushed once per place it appears: that is the expansion.
    if (Array.isArray(value)) stack.push(...value);
    else if (value !== null && typeof value === 'object') stack.push(...Object.values(value));
  }
  return count;
}

/** Throws, with the reason for the report, when the front matter is over a bound. */
export function checkFrontMatterSize(data: Record<string, unknown>): void {
  if (expandedSize(data, MAX_FRONT_MATTER_VALUES) > MAX_FRONT_MATTER_VALUES)
    throw new Error(`展开 YAML 别名（*引用）后超过 ${MAX_FRONT_MATTER_VALUES} 个值，已拒绝`);
  for (const key of LIST_KEYS) {
    // Values minus the list itself: the names and sub-lists it holds, nested ones included.
    if (expandedSize(data[key], MAX_LIST_NAMES + 1) - 1 > MAX_LIST_NAMES)
      throw new Error(`${key} 超过 ${MAX_LIST_NAMES} 个名字，已拒绝`);
  }
}
