import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

const XSD_PATH = new URL('../payments/payouts/pain.001.001.03.xsd', import.meta.url);

/** Validates a file against the published pain.001.001.03 schema kept beside the payouts builder. */
export async function assertValidPain001(xml: string): Promise<void> {
  const schema = await readFile(XSD_PATH, 'utf8');
  const result = await validateXML({ xml: [{ fileName: 'batch.xml', contents: xml }], schema: [{ fileName: 'pain.001.001.03.xsd', contents: schema }] });
  assert.equal(result.valid, true, result.errors.map((error) => error.rawMessage).join('\n'));
}
