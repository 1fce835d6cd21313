// A query built and compiled once per database, then run with new parameter values: Kysely builds and compiles a
// query on every call (about a tenth of the CPU of a small authenticated read, issue 28), which the queries every
// request runs (the session lookup, the project list) need not pay.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * `build` with placeholder values; the returned function runs it with `parameters` in the order the compiled query
 * holds them (the order of the placeholders in `build`), checking their number.
 */
export function precompiled<DB, R>(build: (db: Kysely<DB>) => Compilable<R>): (db: Kysely<DB>, parameters: readonly unknown[]) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<R>>();
  return async (db, parameters) => {
    let query = compiled.get(db);
    if (!query) compiled.set(db, (query = build(db).compile()));
    if (parameters.length !== query.parameters.length) throw new Error(`precompiled query takes ${query.parameters.length} parameters, got ${parameters.length}`);
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
