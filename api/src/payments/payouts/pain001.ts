import { addMoney, type Money, ZERO_MONEY } from 'shared';

/**
 * A SEPA credit-transfer initiation, ISO 20022 pain.001.001.03 (the version every SEPA bank takes,
 * EPC implementation guidelines): one group header, one payment information block debiting the
 * tenant's account, one CdtTrfTxInf per investor. NbOfTxs and CtrlSum are counted from the
 * transactions, in exact decimals. `pain.001.001.03.xsd` beside this file is the schema the test
 * validates every file against.
 */

interface Pain001Party {
  name: string;
  iban: string;
  /** Optional in SEPA since IBAN-only: without it the debtor's agent is NOTPROVIDED and the creditor's is left out. */
  bic: string | null;
}

export interface Pain001Transaction extends Pain001Party {
  /** Max 35 characters; the bank returns it on the investor's and the tenant's statements. */
  endToEndId: string;
  amount: Money;
  /** Unstructured remittance information (max 140). */
  reference: string;
}

export interface Pain001Input {
  /** Unique per file (max 35): banks refuse a MsgId they have already processed. */
  messageId: string;
  createdAt: Date;
  /** Requested execution date, YYYY-MM-DD. */
  executionDate: string;
  currency: string;
  debtor: Pain001Party;
  transactions: readonly Pain001Transaction[];
}

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
const BIC_PATTERN = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/**
 * Text as the SEPA character set allows it (Latin letters, digits and / - ? : ( ) . , ' + space):
 * accents dropped (Núñez → Nunez), anything else a space, cut to `max`. Banks reject other characters.
 */
export function sepaText(value: string, max: number): string {
  const latin = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, max).trim() || 'NOTPROVIDED';
}

export const normalisedIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** A BIC the schema takes, upper case, or null (a malformed BIC is left out: the IBAN alone routes a SEPA transfer). */
export function normalisedBic(bic: string | null | undefined): string | null {
  const value = bic?.replace(/\s+/g, '').toUpperCase() ?? '';
  return BIC_PATTERN.test(value) ? value : null;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

function element(name: string, content: string | readonly string[]): string[] {
  if (typeof content === 'string') return [`<${name}>${escapeXml(content)}</${name}>`];
  return [`<${name}>`, ...content.map((line) => `  ${line}`), `</${name}>`];
}

function agent(bic: string | null): string[] {
  return element('FinInstnId', bic ? element('BIC', bic) : element('Othr', element('Id', 'NOTPROVIDED')));
}

/** The file's totals: NbOfTxs and CtrlSum. */
export function controlSum(transactions: readonly Pick<Pain001Transaction, 'amount'>[]): Money {
  return transactions.length === 0 ? ZERO_MONEY : addMoney(...transactions.map((transaction) => transaction.amount));
}

export function buildPain001(input: Pain001Input): string {
  if (input.transactions.length === 0) throw new Error('a pain.001 holds at least one transaction');
  const count = String(input.transactions.length);
  const sum = controlSum(input.transactions);
  const createdAt = input.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const debtorName = sepaText(input.debtor.name, 70);
  const debtorBic = normalisedBic(input.debtor.bic);
  const transactions = input.transactions.map((transaction) => {
    const bic = normalisedBic(transaction.bic);
    return element('CdtTrfTxInf', [
      ...element('PmtId', element('EndToEndId', transaction.endToEndId)),
      ...element('Amt', [`<InstdAmt Ccy="${escapeXml(input.currency)}">${transaction.amount}</InstdAmt>`]),
      ...(bic ? element('CdtrAgt', agent(bic)) : []),
      ...element('Cdtr', element('Nm', sepaText(transaction.name, 70))),
      ...element('CdtrAcct', element('Id', element('IBAN', normalisedIban(transaction.iban)))),
      ...element('RmtInf', element('Ustrd', sepaText(transaction.reference, 140))),
    ]);
  });
  const document = element('Document', [
    ...element('CstmrCdtTrfInitn', [
      ...element('GrpHdr', [
        ...element('MsgId', input.messageId),
        ...element('CreDtTm', createdAt),
        ...element('NbOfTxs', count),
        ...element('CtrlSum', sum),
        ...element('InitgPty', element('Nm', debtorName)),
      ]),
      ...element('PmtInf', [
        ...element('PmtInfId', input.messageId),
        ...element('PmtMtd', 'TRF'),
        ...element('BtchBookg', 'true'),
        ...element('NbOfTxs', count),
        ...element('CtrlSum', sum),
        ...element('PmtTpInf', element('SvcLvl', element('Cd', 'SEPA'))),
        ...element('ReqdExctnDt', input.executionDate),
        ...element('Dbtr', element('Nm', debtorName)),
        ...element('DbtrAcct', element('Id', element('IBAN', normalisedIban(input.debtor.iban)))),
        ...element('DbtrAgt', agent(debtorBic)),
        ...element('ChrgBr', 'SLEV'),
        ...transactions.flat(),
      ]),
    ]),
  ]);
  document[0] = `<Document xmlns="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...document, ''].join('\n');
}
