import { PDFDocument } from 'pdf-lib';
import { addMoney, formatMoney, ZERO_MONEY, type Currency, type DistributionSummary, type Locale, type MyEarning } from 'shared';
import type { Db } from '../../db/client.js';
import { amountCell, batchedRows, type Cell, type ExportColumn } from '../../lib/table-export.js';
import { PdfWriter } from '../../signature/contract-pdf.js';
import { listDistributions, toSummary, type DistributionFilters, type DistributionScope } from './earnings.queries.js';

/** GET /earnings/export: one row per distribution of the filtered list, exact amounts. */
const DISTRIBUTION_COLUMNS: readonly ExportColumn<DistributionSummary>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'project', value: (row) => row.project.title },
  { header: 'token', value: (row) => row.project.token_symbol },
  { header: 'type', value: (row) => row.type },
  { header: 'status', value: (row) => row.status },
  { header: 'profit_date', value: (row) => row.profit_date },
  { header: 'holders', value: (row) => row.holders },
  { header: 'tokens', value: (row) => row.tokens },
  { header: 'gross_amount', value: (row) => amountCell(row.totals.gross_amount) },
  { header: 'withholding_percentage', value: (row) => row.withholding_percentage },
  { header: 'fiscal_withholding', value: (row) => amountCell(row.totals.fiscal_withholding) },
  { header: 'returned_capital', value: (row) => amountCell(row.totals.returned_capital) },
  { header: 'net_total', value: (row) => amountCell(row.totals.net_total) },
  { header: 'pending', value: (row) => row.counts.pending ?? 0 },
  { header: 'paid', value: (row) => row.counts.paid ?? 0 },
  { header: 'claimed', value: (row) => row.counts.claimed ?? 0 },
  { header: 'paid_at', value: (row) => row.paid_at },
  { header: 'description', value: (row) => row.description },
];
export const DISTRIBUTION_EXPORT_HEADERS = DISTRIBUTION_COLUMNS.map((column) => column.header);

export function distributionExportRows(db: Db, scope: DistributionScope, filters: DistributionFilters): AsyncGenerator<Cell[]> {
  return batchedRows((page) => listDistributions(db, scope, filters, page), toSummary, DISTRIBUTION_COLUMNS);
}

/** The tax summary's CSV: one row per earning of the year, then a totals row. */
const TAX_COLUMNS: readonly ExportColumn<MyEarning>[] = [
  { header: 'profit_date', value: (row) => row.profit_date },
  { header: 'project', value: (row) => row.project.title },
  { header: 'type', value: (row) => row.type },
  { header: 'status', value: (row) => row.status },
  { header: 'tokens', value: (row) => row.tokens },
  { header: 'gross_amount', value: (row) => amountCell(row.gross_amount) },
  { header: 'withholding_percentage', value: (row) => row.withholding_percentage },
  { header: 'fiscal_withholding', value: (row) => amountCell(row.fiscal_withholding) },
  { header: 'returned_capital', value: (row) => amountCell(row.returned_capital) },
  { header: 'net_total', value: (row) => amountCell(row.net_total) },
];
export const TAX_EXPORT_HEADERS = TAX_COLUMNS.map((column) => column.header);

interface YearTotals {
  gross: string;
  withholding: string;
  returned: string;
  net: string;
}

function yearTotals(rows: readonly MyEarning[]): YearTotals {
  const sum = (pick: (row: MyEarning) => string) => (rows.length ? addMoney(...rows.map(pick)) : ZERO_MONEY);
  return { gross: sum((row) => row.gross_amount), withholding: sum((row) => row.fiscal_withholding), returned: sum((row) => row.returned_capital), net: sum((row) => row.net_total) };
}

export async function* taxExportRows(rows: readonly MyEarning[]): AsyncGenerator<Cell[]> {
  for (const row of rows) yield TAX_COLUMNS.map((column) => column.value(row));
  const totals = yearTotals(rows);
  yield ['total', null, null, null, rows.reduce((sum, row) => sum + row.tokens, 0), amountCell(totals.gross), null, amountCell(totals.withholding), amountCell(totals.returned), amountCell(totals.net)];
}

const PDF_TEXTS = {
  es: {
    title: (year: string) => `Resumen fiscal de beneficios ${year}`,
    investor: 'Inversor',
    idNumber: 'Documento',
    platform: 'Plataforma',
    earnings: 'Beneficios',
    none: 'No hay beneficios pagados en este año.',
    totals: 'Totales',
    gross: 'Importe bruto',
    withholding: 'Retención fiscal',
    returned: 'Capital devuelto',
    net: 'Neto',
    types: { dividend: 'Dividendo', interest: 'Interés', repayment: 'Amortización' },
    statuses: { pending: 'pendiente', paid: 'pagado', claimed: 'reclamado' },
    line: (row: MyEarning, money: (amount: string) => string, type: string, status: string) =>
      `${row.profit_date} · ${row.project.title} · ${type} (${status}) · ${row.tokens} tokens · bruto ${money(row.gross_amount)} · retención ${money(row.fiscal_withholding)} (${row.withholding_percentage} %) · neto ${money(row.net_total)}`,
  },
  en: {
    title: (year: string) => `Earnings tax summary ${year}`,
    investor: 'Investor',
    idNumber: 'ID document',
    platform: 'Platform',
    earnings: 'Earnings',
    none: 'No earnings were paid this year.',
    totals: 'Totals',
    gross: 'Gross amount',
    withholding: 'Tax withholding',
    returned: 'Returned capital',
    net: 'Net',
    types: { dividend: 'Dividend', interest: 'Interest', repayment: 'Repayment' },
    statuses: { pending: 'pending', paid: 'paid', claimed: 'claimed' },
    line: (row: MyEarning, money: (amount: string) => string, type: string, status: string) =>
      `${row.profit_date} · ${row.project.title} · ${type} (${status}) · ${row.tokens} tokens · gross ${money(row.gross_amount)} · withholding ${money(row.fiscal_withholding)} (${row.withholding_percentage} %) · net ${money(row.net_total)}`,
  },
} as const;

/** The year's earnings and totals as a PDF in the investor's language, for their tax return. */
export async function taxSummaryPdf(input: {
  year: string;
  locale: Locale;
  platform: string;
  currency: Pick<Currency, 'symbol' | 'symbol_position'>;
  investor: { name: string; email: string; idNumber: string | null };
  rows: readonly MyEarning[];
  /** The instant the document is dated with. */
  now: Date;
}): Promise<Uint8Array> {
  const words = PDF_TEXTS[input.locale];
  const money = (amount: string) => formatMoney(amount, input.currency, input.locale);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(words.title(input.year));
  doc.setCreator(input.platform);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(input.now);
  const w = await PdfWriter.on(doc);
  w.text(words.title(input.year), { size: 18, bold: true, gap: 8 });
  w.row(words.platform, input.platform);
  w.row(words.investor, `${input.investor.name} (${input.investor.email})`);
  if (input.investor.idNumber) w.row(words.idNumber, input.investor.idNumber);
  w.heading(words.earnings);
  if (input.rows.length === 0) w.text(words.none);
  for (const row of input.rows) w.text(words.line(row, money, words.types[row.type], words.statuses[row.status]));
  const totals = yearTotals(input.rows);
  w.heading(words.totals);
  w.row(words.gross, money(totals.gross));
  w.row(words.withholding, money(totals.withholding));
  w.row(words.returned, money(totals.returned));
  w.row(words.net, money(totals.net));
  return doc.save();
}
