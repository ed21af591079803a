import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Db } from './client.js';
import { preparedPerDatabase, withoutNamedStatements } from './prepared.js';

/** Stand-ins: the helper only keys on the database object's identity. */
const dbA = {} as Db;
const dbB = {} as Db;

describe('preparedPerDatabase', () => {
  it('builds a statement once per database and shape, and names each shape apart', () => {
    const built: string[] = [];
    const statementFor = preparedPerDatabase('page', (_db, shape: { sort: string; search: boolean }, name) => {
      built.push(name);
      return { name, shape };
    });
    const first = statementFor(dbA, { sort: 'newest', search: false });
    assert.equal(statementFor(dbA, { sort: 'newest', search: false }), first);
    const searched = statementFor(dbA, { sort: 'newest', search: true });
    assert.notEqual(searched, first);
    assert.notEqual(searched.name, first.name);
    assert.match(first.name, /^page_[\w-]{16}$/);
    // Another database (a test's, a second tenant's pool) gets statements of its own, under the same names.
    const onB = statementFor(dbB, { sort: 'newest', search: false });
    assert.notEqual(onB, first);
    assert.equal(onB.name, first.name);
    assert.equal(built.length, 3);
  });

  it('names a statement without shapes by its name alone', () => {
    const statementFor = preparedPerDatabase('find_session', (_db, _shape, name) => ({ name }));
    assert.equal(statementFor(dbA).name, 'find_session');
    assert.equal(statementFor(dbA), statementFor(dbA));
  });

  it('sends the statements of a database behind a pooler in transaction mode unnamed', () => {
    const pooled = {} as Db;
    withoutNamedStatements(pooled);
    const statementFor = preparedPerDatabase('page', (_db, shape: { sort: string }, name) => ({ name, shape }));
    assert.equal(statementFor(pooled, { sort: 'newest' }).name, '');
    assert.equal(statementFor(pooled, { sort: 'newest' }), statementFor(pooled, { sort: 'newest' }));
    assert.match(statementFor(dbA, { sort: 'newest' }).name, /^page_/);
  });
});
