import type { Db } from './client';

/**
 * A read sent on every page, prepared once per database: Drizzle builds its SQL once instead of on each
 * request, a fair share of a small read's CPU, and PostgreSQL parses it once per connection.
 * `build` uses `sql.placeholder` for what varies and a name unique among prepared statements.
 */
export function preparedOnce<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
