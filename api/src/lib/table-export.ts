import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Money } from 'shared';
import type { Logger } from './logger.js';

/**
 * The CSV and XLSX exports of the lists (issuances, investments, an issuance's investors): rows are streamed as they are
 * read, never held whole, and a failure once the answer started cuts the file short instead of
 * writing the error into it.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An amount cell: written as its exact decimal text in CSV, as a spreadsheet number in XLSX. */
type AmountCell = { amount: Money };
export type Cell = string | number | boolean | AmountCell | null;

export const amountCell = (value: Money): AmountCell => ({ amount: value });

/** One column of an export: its header and how a row fills it. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => Cell;
}

/** Rows read per query: the file is written while the next batch is fetched. */
const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of a query read by batches, as the columns' cells. `read` gets the batch's offset and
 * the last row of the batch before (none for the first): a query that can continue after that
 * row (a keyset) should, since an offset makes the database skip every row before it again.
 */
export async function* batchedRows<Source, Row>(
  read: (page: { limit: number; offset: number; last: Source | undefined }) => Promise<Source[]>,
  toRow: (source: Source) => Row,
  columns: readonly ExportColumn<Row>[],
): AsyncGenerator<Cell[]> {
  let pending = read({ limit: EXPORT_BATCH_SIZE, offset: 0, last: undefined });
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const batch = await pending;
    const more = batch.length === EXPORT_BATCH_SIZE;
    if (more) {
      // The next batch is read while this one is written; a download stopped meanwhile leaves its failure unheard.
      pending = read({ limit: EXPORT_BATCH_SIZE, offset: offset + EXPORT_BATCH_SIZE, last: batch.at(-1) });
      pending.catch(() => {});
    }
    for (const source of batch) {
      const row = toRow(source);
      yield columns.map((column) => column.value(row));
    }
    if (!more) return;
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
async function* loggedRows(first: IteratorResult<Cell[]>, rows: AsyncGenerator<Cell[]>, logger: Logger, what: string): AsyncGenerator<Cell[]> {
  try {
    if (first.done) return;
    yield first.value;
    yield* rows;
  } catch (error) {
    logger.error({ err: error }, `${what} export failed while streaming`);
    throw new ExportFailedError();
  }
}

/**
 * Text that starts like a formula would run in a spreadsheet (CSV injection): it is prefixed
 * with an apostrophe, which spreadsheets show as plain text.
 */
function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (typeof cell === 'object') return cell.amount;
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

const CSV_LINES_PER_CHUNK = 200;

/** The BOM makes spreadsheets read the accents of Spanish titles as UTF-8. */
function csvStream(headers: readonly string[], rows: AsyncGenerator<Cell[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(headers)}`));
    },
    // Lines go out by the hundred: one chunk per line made the stream's bookkeeping cost more than the line.
    async pull(controller) {
      let text = '';
      for (let lines = 0; lines < CSV_LINES_PER_CHUNK; lines += 1) {
        const next = await rows.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += csvLine(next.value);
      }
      controller.enqueue(encoder.encode(text));
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
function xlsxCell(cell: Cell): string | number | boolean | null {
  return cell !== null && typeof cell === 'object' ? Number(cell.amount) : cell;
}

/** exceljs's streaming writer commits each row as it goes, so memory stays flat whatever the count. */
function xlsxStream(headers: readonly string[], sheetName: string, rows: AsyncGenerator<Cell[]>): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow([...headers]).commit();
    for await (const cells of rows) {
      sheet.addRow(cells.map(xlsxCell)).commit();
      // The writer does not wait for a slow client: without this pause the whole file would queue in memory.
      if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch(() => {
    // Cut the download (the client sees a failed transfer, never a valid-looking short file).
    output.destroy(new ExportFailedError());
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

/**
 * The first row is read before answering, so a query that fails at once is an ordinary error
 * answer (logged, nothing of it shown) instead of a broken file.
 */
export async function exportTable(input: {
  headers: readonly string[];
  rows: AsyncGenerator<Cell[]>;
  format: ExportFormat;
  /** The XLSX sheet's name, and how the log names a failure. */
  sheetName: string;
  logger: Logger;
}): Promise<ReadableStream<Uint8Array>> {
  const rows = loggedRows(await input.rows.next(), input.rows, input.logger, input.sheetName);
  return input.format === 'csv' ? csvStream(input.headers, rows) : xlsxStream(input.headers, input.sheetName, rows);
}
