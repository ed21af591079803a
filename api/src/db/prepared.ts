import { createHash } from 'node:crypto';
import type { Db } from './client.js';

/**
 * Statements built once per database, one per shape for a read whose filters change its text.
 *
 * Drizzle builds a query's SQL text from its parts on every call: for a hot read of many columns
 * and subqueries that cost the API more time than the database took to answer. A statement
 * prepared with placeholders is built once; its name lets PostgreSQL parse it once per connection
 * (PGlite ignores the name). A shape is a plain object of flags and enums, so the shapes of a read
 * are few and bounded; each gets its own name, `name` followed by a digest of the shape.
 *
 * Behind a connection pooler, named statements need session pooling (or a pooler that tracks them,
 * PgBouncer 1.21+). Behind one in transaction mode, `DB_PREPARED_STATEMENTS=false` marks the
 * database (`withoutNamedStatements`): its statements are still built once, but sent unnamed, so
 * PostgreSQL parses each run on whichever connection the pooler gives it.
 */
const unnamed = new WeakSet<Db>();

/** Statements of `db` are sent unnamed from now on (see above). */
export function withoutNamedStatements(db: Db): void {
  unnamed.add(db);
}

export function preparedPerDatabase<Statement, Shape = undefined>(
  name: string,
  prepare: (db: Db, shape: Shape, statementName: string) => Statement,
): (db: Db, ...shape: Shape extends undefined ? [] : [Shape]) => Statement {
  const statements = new WeakMap<Db, Map<string, Statement>>();
  return (db, ...shapeArgument) => {
    const [shape] = shapeArgument as unknown as [Shape];
    let ofDb = statements.get(db);
    if (!ofDb) {
      ofDb = new Map();
      statements.set(db, ofDb);
    }
    const key = shape === undefined ? '' : JSON.stringify(shape);
    let statement = ofDb.get(key);
    if (!statement) {
      // The driver sends a statement without a name as the unnamed one, parsed with each run.
      const statementName = unnamed.has(db) ? '' : key === '' ? name : `${name}_${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;
      statement = prepare(db, shape, statementName);
      ofDb.set(key, statement);
    }
    return statement;
  };
}
