import { parseCamt053 } from './camt053.js';
import { parseNorma43 } from './norma43.js';
import { StatementError, type ParsedStatement } from './statement.js';

/** UTF-8 when the bytes are, else Latin-1 (what Spanish banks' Norma 43 files usually are). */
function decode(bytes: Uint8Array): string {
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    content = new TextDecoder('latin1').decode(bytes);
  }
  return content.replace(/^\uFEFF/, '');
}

/** The days a statement covers when it does not say: those of its first and last movement. */
function withPeriod(statement: ParsedStatement): ParsedStatement {
  if (statement.from && statement.to) return statement;
  const days = statement.entries.map((entry) => entry.bookingDate).sort();
  return { ...statement, from: statement.from ?? days[0] ?? null, to: statement.to ?? days.at(-1) ?? null };
}

/**
 * A statement file, camt.053 or Norma 43 by its content (never by its name): every statement
 * it carries, or a StatementError; nothing is read from a file that is partly wrong.
 */
export function parseStatementFile(bytes: Uint8Array): ParsedStatement[] {
  const content = decode(bytes);
  const start = content.trimStart();
  const statements = start.startsWith('<') ? parseCamt053(content) : start.startsWith('11') ? parseNorma43(content) : null;
  if (!statements) throw new StatementError('statement_format_unknown', 'neither camt.053 XML nor a Norma 43 file');
  return statements.map(withPeriod);
}
