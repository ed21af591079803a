import { PROJECT_STATUS_PHASE, statusWord, type IssuanceSummary, type Locale } from 'shared';
import type { Db } from '../../db/client.js';
import { amountCell as amount, batchedRows, exportTable, type ExportColumn, type ExportFormat } from '../../lib/table-export.js';
import type { Logger } from '../../lib/logger.js';
import { toSummary } from './issuance-answer.js';
import { selectIssuances, type IssuanceFilters, type IssuanceRow, type Reader } from './issuances.queries.js';

type ExportRow = IssuanceSummary & { owner: string };

/** The columns, the phase in the manager's language with the word every screen shows for it. */
const columnsIn = (locale: Locale): readonly ExportColumn<ExportRow>[] => [
  { header: 'id', value: (row) => String(row.id) },
  { header: 'title', value: (row) => row.title },
  { header: 'subtitle', value: (row) => row.subtitle },
  { header: 'slug', value: (row) => row.slug },
  { header: 'client_uuid', value: (row) => row.client_uuid ?? null },
  { header: 'status', value: (row) => row.status },
  { header: 'phase', value: (row) => statusWord('project_phase', row.phase ?? PROJECT_STATUS_PHASE[row.status], locale) },
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

export const EXPORT_HEADERS = columnsIn('es').map((column) => column.header);

/** Every issuance the filters select, streamed as CSV or XLSX (see `exportTable`). */
export async function exportIssuances(input: {
  db: Db;
  reader: Reader;
  filters: IssuanceFilters;
  format: ExportFormat;
  locale: Locale;
  origin: string;
  logger: Logger;
}): Promise<ReadableStream<Uint8Array>> {
  const rows = batchedRows(
    (page): Promise<IssuanceRow[]> => selectIssuances(input.db, input.reader, input.filters, page),
    (row: IssuanceRow): ExportRow => ({ ...toSummary(row, input.origin), owner: row.ownerName }),
    columnsIn(input.locale),
  );
  return exportTable({ headers: EXPORT_HEADERS, rows, format: input.format, sheetName: 'Issuances', logger: input.logger });
}
