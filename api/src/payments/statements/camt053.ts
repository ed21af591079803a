import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { toMoney, type Money } from 'shared';
import { derivedIdentity, StatementError, type ParsedStatement, type StatementEntry } from './statement.js';

/** The camt.053 namespaces taken: 001.02 (the one Spanish banks send) up to 001.08 and later minor versions. */
const CAMT053_NAMESPACE = /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})["']/;

/** Elements that may repeat: always read as lists, whether the file has one or several. */
const REPEATED = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Bal', 'Strd']);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** An amount as camt writes it: a decimal with at most two fraction digits (the currencies we take). */
const AMOUNT = /^\d{1,16}(?:\.\d{1,2})?$/;
const DAY = /^(\d{4}-\d{2}-\d{2})/;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (node: unknown, name: string): Node | undefined => (isNode(node) && isNode(node[name]) ? node[name] : undefined);
const children = (node: unknown, name: string): Node[] => (isNode(node) && Array.isArray(node[name]) ? (node[name] as unknown[]).filter(isNode) : []);

/** The text of an element (with or without attributes), or of the element at a path below it. */
function text(node: unknown, ...path: string[]): string | null {
  let current: unknown = node;
  for (const name of path) current = isNode(current) ? current[name] : undefined;
  if (Array.isArray(current)) current = current[0];
  if (isNode(current)) current = current['#text'];
  return typeof current === 'string' && current.trim() !== '' ? current.trim() : null;
}

function texts(node: unknown, name: string): string[] {
  const value = isNode(node) ? node[name] : undefined;
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((item) => text({ item }, 'item')).filter((item): item is string => item !== null);
}

/** A date element: `Dt`, or the day of `DtTm`. */
function dayOf(node: Node | undefined): string | null {
  const value = text(node, 'Dt') ?? text(node, 'DtTm');
  return value ? (DAY.exec(value)?.[1] ?? null) : null;
}

function amountOf(node: unknown, where: string): { amount: Money; currency: string } {
  const value = text(node);
  const currency = isNode(node) && typeof node['@Ccy'] === 'string' ? node['@Ccy'] : null;
  if (!value || !AMOUNT.test(value) || !currency) throw new StatementError('statement_malformed', `${where}: amount "${value ?? ''}" ${currency ?? 'without currency'}`);
  return { amount: toMoney(value), currency };
}

/** The amount of one transaction of a batch entry: `Amt` (001.08) or `AmtDtls/TxAmt/Amt` (001.02). */
function transactionAmount(details: Node): unknown {
  return details['Amt'] ?? child(child(details, 'AmtDtls'), 'TxAmt')?.['Amt'];
}

/** The debtor's name: `RltdPties/Dbtr/Nm` (001.02) or `RltdPties/Dbtr/Pty/Nm` (001.08). */
function debtorOf(details: Node | undefined): string | null {
  const debtor = child(child(details, 'RltdPties'), 'Dbtr');
  return text(debtor, 'Nm') ?? text(debtor, 'Pty', 'Nm');
}

function remittanceOf(details: Node | undefined): string[] {
  const info = child(details, 'RmtInf');
  const structured = children(info, 'Strd').map((strd) => text(strd, 'CdtrRefInf', 'Ref')).filter((ref): ref is string => ref !== null);
  const endToEnd = text(details, 'Refs', 'EndToEndId');
  return [...texts(info, 'Ustrd'), ...structured, ...(endToEnd && endToEnd !== 'NOTPROVIDED' ? [endToEnd] : [])];
}

/** Booked entries only: pending ones (PDNG) may still change, and the statement's balance leaves them out. */
function isBooked(entry: Node): boolean {
  const status = text(entry, 'Sts') ?? text(entry, 'Sts', 'Cd');
  return status === null || status === 'BOOK';
}

function entriesOf(statement: Node, account: string, where: string): StatementEntry[] {
  const seen = new Map<string, number>();
  return children(statement, 'Ntry')
    .filter(isBooked)
    .flatMap((entry, index) => {
      const at = `${where} Ntry[${index + 1}]`;
      const indicator = text(entry, 'CdtDbtInd');
      if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new StatementError('statement_malformed', `${at}: CdtDbtInd "${indicator ?? ''}"`);
      const bookingDate = dayOf(child(entry, 'BookgDt')) ?? dayOf(child(entry, 'ValDt'));
      if (!bookingDate) throw new StatementError('statement_malformed', `${at}: no booking date`);
      const valueDate = dayOf(child(entry, 'ValDt'));
      const total = amountOf(entry['Amt'], at);
      const entryReference = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
      const details = children(entry, 'NtryDtls').flatMap((group) => children(group, 'TxDtls'));
      // A debit of our own payout file names it by its MsgId / PmtInfId (the batch's, or each transaction's).
      const batchIds = indicator === 'DBIT' ? children(entry, 'NtryDtls').flatMap((group) => [text(group, 'Btch', 'MsgId'), text(group, 'Btch', 'PmtInfId')]) : [];
      // A batch booked as one entry whose transactions each carry their amount: one movement per transaction.
      const split = details.length > 1 && details.every((item) => transactionAmount(item) !== undefined);
      const parts: (Node | undefined)[] = split ? details : [details[0]];
      return parts.map((part, partIndex): StatementEntry => {
        const { amount, currency } = split && part ? amountOf(transactionAmount(part), `${at} TxDtls[${partIndex + 1}]`) : total;
        const ownIds = indicator === 'DBIT' ? [...batchIds, text(part, 'Refs', 'MsgId'), text(part, 'Refs', 'PmtInfId')] : [];
        const remittance = [...remittanceOf(part), ...new Set(ownIds.filter((id): id is string => id !== null))];
        const partReference = split && part ? (text(part, 'Refs', 'AcctSvcrRef') ?? (entryReference ? `${entryReference}/${partIndex + 1}` : null)) : entryReference;
        const identity = partReference
          ? `ref:${partReference}`
          : derivedIdentity(account, [indicator, amount, currency, bookingDate, valueDate ?? '', ...remittance], seen);
        return {
          direction: indicator === 'CRDT' ? 'credit' : 'debit',
          amount,
          currency,
          bookingDate,
          valueDate,
          remittance,
          bankReference: partReference,
          debtorName: debtorOf(part),
          identity,
        };
      });
    });
}

/** Reads an ISO 20022 bank-to-customer statement (camt.053); throws StatementError with where it stopped. */
export function parseCamt053(xml: string): ParsedStatement[] {
  if (!CAMT053_NAMESPACE.test(xml)) throw new StatementError('statement_format_unknown', 'not a camt.053 document');
  // A statement never needs a document type, and its entities are the only way XML reaches outside the file.
  if (/<!DOCTYPE/i.test(xml)) throw new StatementError('statement_malformed', 'a document type declaration is not allowed');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new StatementError('statement_malformed', `line ${valid.err.line}: ${valid.err.msg}`);
  const root = child(parser.parse(xml) as unknown, 'Document');
  const message = child(root, 'BkToCstmrStmt');
  const statements = children(message, 'Stmt');
  if (!message || statements.length === 0) throw new StatementError('statement_malformed', 'no BkToCstmrStmt/Stmt');
  return statements.map((statement, index): ParsedStatement => {
    const where = `Stmt[${index + 1}]`;
    const id = text(statement, 'Id');
    const accountNode = child(statement, 'Acct');
    const iban = text(accountNode, 'Id', 'IBAN');
    const account = iban?.replace(/\s+/g, '').toUpperCase() ?? text(accountNode, 'Id', 'Othr', 'Id');
    if (!id || !account) throw new StatementError('statement_malformed', `${where}: no Id or Acct/Id`);
    const entries = entriesOf(statement, account, where);
    const period = child(statement, 'FrToDt');
    const currency = text(accountNode, 'Ccy') ?? entries[0]?.currency ?? 'EUR';
    const day = (name: string) => {
      const value = text(period, name) ?? text(period, name.replace('DtTm', 'Dt'));
      return value ? (DAY.exec(value)?.[1] ?? null) : null;
    };
    return { format: 'camt.053', statementId: id, account, currency, from: day('FrDtTm'), to: day('ToDtTm'), entries };
  });
}
