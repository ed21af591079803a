import { fromCents } from 'shared';
import { derivedIdentity, StatementError, type ParsedStatement, type StatementEntry } from './statement.js';

/**
 * AEB Norma 43 (Cuaderno 43), the Spanish banks' account statement: fixed-width records of 80
 * characters. 11 opens an account's statement, 22 is a movement, 23 its complementary concepts
 * (up to five), 24 a currency equivalence, 33 closes the account with its totals, 88 ends the file.
 * Amounts are 14 digits in cents with a separate debit (1) or credit (2) code; dates are YYMMDD.
 */
const RECORD_LENGTH = 80;

/** The ISO 4217 numeric codes Spanish banks write, as letters. */
const CURRENCIES: Readonly<Record<string, string>> = { '978': 'EUR', '840': 'USD', '826': 'GBP', '756': 'CHF' };

interface Line {
  number: number;
  text: string;
}

const field = (line: Line, from: number, to: number) => line.text.slice(from - 1, to);

function malformed(line: Line, what: string): StatementError {
  return new StatementError('statement_malformed', `line ${line.number}: ${what}`);
}

function cents(line: Line, from: number, to: number, what: string): bigint {
  const value = field(line, from, to);
  if (!/^\d+$/.test(value)) throw malformed(line, `${what} "${value}" is not a number`);
  return BigInt(value);
}

function count(line: Line, from: number, to: number, what: string): number {
  return Number(cents(line, from, to, what));
}

/** YYMMDD as YYYY-MM-DD; the years are this century's (the format has no other). */
function day(line: Line, from: number, what: string): string {
  const value = field(line, from, from + 5);
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(2000 + Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !date || date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) throw malformed(line, `${what} "${value}" is not a date`);
  return `20${match[1]}-${match[2]}-${match[3]}`;
}

/** A balance: its sign code (1 debit, 2 credit) and its cents. */
function balance(line: Line, signAt: number, what: string): bigint {
  const sign = field(line, signAt, signAt);
  if (sign !== '1' && sign !== '2') throw malformed(line, `${what} sign "${sign}"`);
  const amount = cents(line, signAt + 1, signAt + 14, what);
  return sign === '1' ? -amount : amount;
}

interface OpenAccount {
  header: Line;
  bank: string;
  branch: string;
  number: string;
  currency: string;
  from: string;
  to: string;
  opening: bigint;
  movements: { line: Line; concepts: Line[] }[];
}

function openAccount(line: Line): OpenAccount {
  const code = field(line, 48, 50);
  const currency = CURRENCIES[code];
  if (!currency) throw malformed(line, `currency "${code}"`);
  return {
    header: line,
    bank: field(line, 3, 6),
    branch: field(line, 7, 10),
    number: field(line, 11, 20),
    currency,
    from: day(line, 21, 'start date'),
    to: day(line, 27, 'end date'),
    opening: balance(line, 33, 'opening balance'),
    movements: [],
  };
}

function entryOf(account: string, currency: string, movement: OpenAccount['movements'][number], seen: Map<string, number>): StatementEntry {
  const { line, concepts } = movement;
  const code = field(line, 28, 28);
  if (code !== '1' && code !== '2') throw malformed(line, `debit/credit code "${code}"`);
  const amount = fromCents(cents(line, 29, 42, 'amount'));
  const document = field(line, 43, 52).trim();
  const reference1 = field(line, 53, 64).trim();
  const reference2 = field(line, 65, 80).trim();
  // Spanish banks put the payer (ordenante) in the first half of a received transfer's first concept (01).
  const payerFirst = concepts[0] !== undefined && field(concepts[0], 3, 4) === '01';
  const debtorName = payerFirst && concepts[0] ? field(concepts[0], 5, 42).trim() || null : null;
  const texts = concepts.flatMap((concept, index) => [index === 0 && payerFirst ? '' : field(concept, 5, 42).trim(), field(concept, 43, 80).trim()]);
  const bookingDate = day(line, 11, 'operation date');
  const valueDate = day(line, 17, 'value date');
  const ownReference = [document.replace(/^0+$/, ''), reference1.replace(/^0+$/, '')].filter(Boolean).join('/');
  return {
    direction: code === '2' ? 'credit' : 'debit',
    amount,
    currency,
    bookingDate,
    valueDate,
    remittance: [reference2, ...texts].filter(Boolean),
    bankReference: ownReference || null,
    debtorName,
    // The references are the payer's or the bank's internal numbers, not unique: the whole record is.
    identity: derivedIdentity(account, [line.text, ...concepts.map((concept) => concept.text)], seen),
  };
}

function closeAccount(open: OpenAccount, totals: Line): ParsedStatement {
  const account = `${open.bank}-${open.branch}-${open.number}`;
  if (field(totals, 3, 20) !== field(open.header, 3, 20)) throw malformed(totals, 'the totals are of another account');
  const seen = new Map<string, number>();
  const entries = open.movements.map((movement) => entryOf(account, open.currency, movement, seen));
  const debits = entries.filter((entry) => entry.direction === 'debit');
  const credits = entries.filter((entry) => entry.direction === 'credit');
  const sum = (list: StatementEntry[]) => list.reduce((total, entry) => total + BigInt(entry.amount.replace('.', '')), 0n);
  const mismatch = (what: string) => new StatementError('statement_totals_mismatch', `line ${totals.number}: ${what}`);
  if (count(totals, 21, 25, 'debit count') !== debits.length || cents(totals, 26, 39, 'debit total') !== sum(debits)) throw mismatch('the debits do not add up to the totals');
  if (count(totals, 40, 44, 'credit count') !== credits.length || cents(totals, 45, 58, 'credit total') !== sum(credits)) throw mismatch('the credits do not add up to the totals');
  if (open.opening + sum(credits) - sum(debits) !== balance(totals, 59, 'closing balance')) throw mismatch('opening balance + credits − debits is not the closing balance');
  // Norma 43 carries no statement number: the same period downloaded again later in the day has more
  // movements, so the movements and the closing balance are part of its identity. The same file twice
  // is one statement; a longer one is another, whose movements already imported are skipped one by one.
  const closingCents = balance(totals, 59, 'closing balance');
  return { format: 'norma43', statementId: `N43:${account}:${open.from}:${open.to}:${entries.length}:${closingCents}`, account, currency: open.currency, from: open.from, to: open.to, entries };
}

/** Reads a Norma 43 file; throws StatementError naming the line that is wrong. */
export function parseNorma43(content: string): ParsedStatement[] {
  const lines: Line[] = content
    .split(/\r?\n/)
    .map((text, index) => ({ number: index + 1, text }))
    .filter((line) => line.text.trim() !== '');
  if (!lines[0]?.text.startsWith('11')) throw new StatementError('statement_format_unknown', 'not a Norma 43 file');
  const statements: ParsedStatement[] = [];
  let open: OpenAccount | null = null;
  let ended = false;
  for (const line of lines) {
    if (ended) throw malformed(line, 'a record after the end of the file (88)');
    if (line.text.length !== RECORD_LENGTH) throw malformed(line, `${line.text.length} characters instead of ${RECORD_LENGTH}`);
    const type = field(line, 1, 2);
    if (type === '11') {
      if (open) throw malformed(line, 'a new account before the totals (33) of the previous one');
      open = openAccount(line);
    } else if (type === '22') {
      if (!open) throw malformed(line, 'a movement outside an account');
      open.movements.push({ line, concepts: [] });
    } else if (type === '23') {
      const movement = open?.movements.at(-1);
      if (!movement || movement.concepts.length === 5) throw malformed(line, 'a complementary concept without its movement');
      movement.concepts.push(line);
    } else if (type === '24') {
      if (!open?.movements.length) throw malformed(line, 'a currency equivalence without its movement');
    } else if (type === '33') {
      if (!open) throw malformed(line, 'totals without an account');
      statements.push(closeAccount(open, line));
      open = null;
    } else if (type === '88') {
      if (open) throw malformed(line, 'the end of the file before the totals (33) of an account');
      // The record count leaves out the 88 record itself.
      if (count(line, 21, 26, 'record count') !== lines.length - 1) throw new StatementError('statement_totals_mismatch', `line ${line.number}: the file has ${lines.length - 1} records, the end record says ${count(line, 21, 26, 'record count')}`);
      ended = true;
    } else {
      throw malformed(line, `unknown record type "${type}"`);
    }
  }
  if (!ended) throw new StatementError('statement_malformed', 'the file ends without its end record (88): cut short?');
  return statements;
}
