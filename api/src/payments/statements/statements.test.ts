import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseStatementFile } from './parse-statement.js';
import { StatementError } from './statement.js';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

function refusal(name: string): StatementError {
  try {
    parseStatementFile(fixture(name));
  } catch (error) {
    assert.ok(error instanceof StatementError, `${name}: ${String(error)}`);
    return error;
  }
  assert.fail(`${name} was read`);
}

describe('camt.053 statements', () => {
  it('reads the account, the period and every booked entry of a 001.02 statement, a batch split per transaction', () => {
    const [statement, ...others] = parseStatementFile(fixture('camt053-001-02.xml'));
    assert.equal(others.length, 0);
    assert.ok(statement);
    assert.equal(statement.format, 'camt.053');
    assert.equal(statement.statementId, 'ES9121000418450200051332-2026-11');
    assert.equal(statement.account, 'ES9121000418450200051332');
    assert.equal(statement.currency, 'EUR');
    assert.deepEqual([statement.from, statement.to], ['2026-11-01', '2026-11-30']);
    assert.deepEqual(
      statement.entries.map((entry) => [entry.direction, entry.amount, entry.bookingDate, entry.valueDate, entry.bankReference, entry.debtorName]),
      [
        ['credit', '1250.00', '2026-11-03', '2026-11-03', '2026110300017731', 'Juan Pérez García'],
        ['debit', '35.50', '2026-11-10', '2026-11-10', '2026111000004711', null],
        ['credit', '700.00', '2026-11-15', '2026-11-16', '2026111500020001-1', 'Ana López Ruiz'],
        ['credit', '500.00', '2026-11-15', '2026-11-16', '2026111500020001-2', 'Carlos Ruiz'],
      ],
    );
    assert.deepEqual(statement.entries[0]?.remittance, ['Orden demo-1a2b 3c4d5e inversion']);
    // The end-to-end id is the payer's reference too; NOTPROVIDED is the scheme's word for none.
    assert.deepEqual(statement.entries[2]?.remittance, ['DEMO-FFEE001122']);
    assert.deepEqual(statement.entries[0]?.identity, 'ref:2026110300017731');
  });

  it('tolerates the 001.08 namespace, a prefix, a status code, a date-time and an amount with one decimal', () => {
    const [statement] = parseStatementFile(fixture('camt053-001-08.xml'));
    assert.equal(statement?.statementId, '20261120-0042');
    const [entry] = statement?.entries ?? [];
    assert.equal(entry?.amount, '2500.50');
    assert.equal(entry?.bookingDate, '2026-11-20');
    assert.equal(entry?.debtorName, 'Inversiones Norte SL');
    assert.deepEqual(entry?.remittance, ['DEMO-0A1B2C3D4E', 'second line & more', 'E2E-7781']);
    assert.equal(entry?.bankReference, '88123');
  });

  it('refuses a cut file and an amount that is not a decimal, saying where', () => {
    const cut = refusal('camt053-cut-short.xml');
    assert.equal(cut.key, 'statement_malformed');
    const amount = refusal('camt053-bad-amount.xml');
    assert.equal(amount.key, 'statement_malformed');
    assert.match(amount.detail, /Ntry\[2\].*35,50/);
  });

  it('refuses a document type declaration (no entity ever expands)', () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"/>';
    assert.throws(() => parseStatementFile(new TextEncoder().encode(xml)), (error: unknown) => error instanceof StatementError && error.key === 'statement_malformed');
  });
});

describe('Norma 43 statements', () => {
  it('reads the account, the period, amounts in cents with their sign and the concepts of each movement', () => {
    const [statement] = parseStatementFile(fixture('norma43-november.n43'));
    assert.ok(statement);
    assert.equal(statement.format, 'norma43');
    assert.equal(statement.account, '2100-0418-0200051332');
    assert.equal(statement.statementId, 'N43:2100-0418-0200051332:2026-11-01:2026-11-30:3:1671450');
    assert.deepEqual([statement.from, statement.to, statement.currency], ['2026-11-01', '2026-11-30', 'EUR']);
    assert.deepEqual(
      statement.entries.map((entry) => [entry.direction, entry.amount, entry.bookingDate, entry.valueDate, entry.bankReference, entry.debtorName]),
      [
        ['credit', '1250.00', '2026-11-03', '2026-11-03', null, 'JUAN PEREZ GARCIA'],
        ['debit', '35.50', '2026-11-10', '2026-11-10', '0000004711/COMISION', null],
        ['credit', '500.00', '2026-11-15', '2026-11-16', 'REF0000091', 'ANA LOPEZ RUIZ'],
      ],
    );
    assert.deepEqual(statement.entries[0]?.remittance, ['TRANSFERENCIA', 'ORDEN DEMO-1A2B3C4D5E INVERSION']);
    assert.equal(new Set(statement.entries.map((entry) => entry.identity)).size, 3);
  });

  it('tells the same period downloaded again later, with more movements, from the same file read twice', () => {
    const evening = new TextDecoder().decode(fixture('norma43-november.n43')).split('\r\n');
    // The morning's file: the last movement (its 22 record and two 23 concepts) not booked yet, the totals and the count to match.
    const morning = [...evening.slice(0, 4), evening[7]?.replace('000020000000017500020000000167145', '000010000000012500020000000162145'), evening[8]?.replace('000008', '000005'), ''].join('\r\n');
    const [early] = parseStatementFile(new TextEncoder().encode(morning));
    const [late] = parseStatementFile(fixture('norma43-november.n43'));
    const [lateAgain] = parseStatementFile(fixture('norma43-november.n43'));
    assert.equal(early?.entries.length, 2);
    assert.notEqual(early?.statementId, late?.statementId);
    assert.equal(late?.statementId, lateAgain?.statementId);
    assert.deepEqual(early?.entries.map((entry) => entry.identity), late?.entries.slice(0, 2).map((entry) => entry.identity));
  });

  it('gives the same movements the same identities when read again', () => {
    const once = parseStatementFile(fixture('norma43-november.n43'))[0]?.entries.map((entry) => entry.identity);
    const again = parseStatementFile(fixture('norma43-november.n43'))[0]?.entries.map((entry) => entry.identity);
    assert.deepEqual(once, again);
  });

  it('refuses totals that do not add up, a record that is not 80 characters and a file without its end', () => {
    const totals = refusal('norma43-wrong-totals.n43');
    assert.equal(totals.key, 'statement_totals_mismatch');
    assert.match(totals.detail, /line 8: the credits/);
    const short = refusal('norma43-short-record.n43');
    assert.equal(short.key, 'statement_malformed');
    assert.match(short.detail, /line 4: \d+ characters instead of 80/);
    assert.equal(refusal('norma43-cut-short.n43').key, 'statement_malformed');
  });
});

it('refuses a file that is neither format', () => {
  assert.equal(refusal('not-a-statement.csv').key, 'statement_format_unknown');
});
