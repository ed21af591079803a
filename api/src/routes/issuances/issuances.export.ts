import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { IssuanceSummary, Money } from 'shared';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { toSummary } from './issuance-answer.js';
import { selectIssuances, type IssuanceFilters, type IssuanceRow, type Reader } from './issuances.queries.js';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read per query: the file is written while the next batch is fetched, never held whole. */
const BATCH_SIZE = 500;

/** An amount cell: written as its exact decimal text in CSV, as a spreadsheet number in XLSX. */
type AmountCell = { amount: Money };
type Cell = string | number | AmountCell | null;

const amount = (value: Money): AmountCell => ({ amount: value });
type ExportRow = IssuanceSummary & { owner: string };

const COLUMNS: readonly { header: string; value: (row: ExportRow) => Cell }[] = [
  { header: 'id', value: (row) => String(row.id) },
  { header: 'title', value: (row) => row.title },
  { header: 'subtitle', value: (row) => row.subtitle },
  { header: 'slug', value: (row) => row.slug },
  { header: 'client_uuid', value: (row) => row.client_uuid ?? null },
  { header: 'status', value: (row) => row.status },
  { header: 'product_type', value: (row) => row.product_type },
  { header: 'modality', value: (row) => row.modality },
  { header: 'owner', value: (row) => row.owner },
  { header: 'token_name', value: (row) => row.token_name },
  { header: 'token_symbol', value: (row) => row.token_symbol },
  { header: 'price', value: (row) => amount(row.price) },
  { header: 'tokens_for_sale', value: (row) => row.tokens_for_sale },
  { header: 'total_amount', value: (row) => amount(row.total_amount) },
  { header: 'soft_cap', value: (row) => amount(row.soft_cap) },
  { header: 'max_fundraising', value: (row) => amount(row.max_fundraising) },
  { header: 'raised', value: (row) => amount(row.raised) },
  { header: 'investors', value: (row) => row.investors },
  { header: 'soft_cap_progress', value: (row) => row.soft_cap_progress },
  { header: 'card_status', value: (row) => row.card_status ?? null },
  { header: 'start_date', value: (row) => row.start_date },
  { header: 'end_date', value: (row) => row.end_date },
  { header: 'remaining_days', value: (row) => row.remaining_days },
  { header: 'smart_contract_address', value: (row) => row.smart_contract_address ?? null },
];

export const EXPORT_HEADERS = COLUMNS.map((column) => column.header);

async function* exportRows(db: Db, reader: Reader, filters: IssuanceFilters, origin: string): AsyncGenerator<Cell[]> {
  for (let offset = 0; ; offset += BATCH_SIZE) {
    const batch: IssuanceRow[] = await selectIssuances(db, reader, filters, { limit: BATCH_SIZE, offset });
    for (const row of batch) {
      const exported: ExportRow = { ...toSummary(row, origin), owner: row.ownerName };
      yield COLUMNS.map((column) => column.value(exported));
    }
    if (batch.length < BATCH_SIZE) return;
  }
}

/** What a client may see of a failure inside the file: the details go to the log only. */
class ExportFailedError extends Error {
  constructor() {
    super('export_failed');
  }
}

/**
 * Once the answer has started, an error can only cut the file short: the node server would
 * otherwise write the error's message (a database error carries the query and its parameters)
 * into the body. The cause is logged; the stream fails with a message that says nothing.
 */
async function* loggedRows(first: IteratorResult<Cell[]>, rows: AsyncGenerator<Cell[]>, logger: Logger): AsyncGenerator<Cell[]> {
  try {
    if (first.done) return;
    yield first.value;
    yield* rows;
  } catch (error) {
    logger.error({ err: error }, 'issuance export failed while streaming');
    throw new ExportFailedError();
  }
}

/**
 * Text that starts like a formula would run in a spreadsheet (CSV injection): it is prefixed
 * with an apostrophe, which spreadsheets show as plain text.
 */
function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return cell.amount;
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The BOM makes spreadsheets read the accents of Spanish titles as UTF-8. */
function csvStream(rows: AsyncGenerator<Cell[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(EXPORT_HEADERS)}`));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value)));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}

/**
 * A spreadsheet keeps numbers as binary doubles and cannot sum text: an amount becomes a number
 * cell here, at the edge of the system. Any amount below 10^13 (15 significant digits with the
 * cents) reads back as the same cents; nothing is computed from it on this side.
 */
function xlsxCell(cell: Cell): string | number | null {
  return cell !== null && typeof cell === 'object' ? Number(cell.amount) : cell;
}

/** exceljs's streaming writer commits each row as it goes, so memory stays flat whatever the count. */
function xlsxStream(rows: AsyncGenerator<Cell[]>): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Issuances');
  void (async () => {
    sheet.addRow(EXPORT_HEADERS).commit();
    for await (const cells of rows) sheet.addRow(cells.map(xlsxCell)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch(() => {
    // Cut the download (the client sees a failed transfer, never a valid-looking short file).
    output.destroy(new ExportFailedError());
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The first batch is read before answering, so a query that fails at once is an ordinary error
 * answer (logged, nothing of it shown) instead of a broken file.
 */
export async function exportIssuances(input: {
  db: Db;
  reader: Reader;
  filters: IssuanceFilters;
  format: ExportFormat;
  origin: string;
  logger: Logger;
}): Promise<ReadableStream<Uint8Array>> {
  const source = exportRows(input.db, input.reader, input.filters, input.origin);
  const rows = loggedRows(await source.next(), source, input.logger);
  return input.format === 'csv' ? csvStream(rows) : xlsxStream(rows);
}
