/**
 * Ids per `in (…)` list: below SQLite's limit of bound variables (999 in older builds) and PostgreSQL's 65,535, and
 * small enough that one query never holds the event loop for long (issue 12 item 1).
 */
export const SQL_BATCH = 500;

/** The distinct values of a list, in the order they first appear. */
export function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** A list cut into slices of at most `size`. */
export function slices<T>(items: readonly T[], size = SQL_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
