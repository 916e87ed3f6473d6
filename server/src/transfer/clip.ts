/** A text cut to a column's size in characters (PostgreSQL enforces varchar sizes; SQLite would not). */
export const clip = (text: string, max: number) => [...text].slice(0, max).join('');
