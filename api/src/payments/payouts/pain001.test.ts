import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertValidPain001 } from '../../test/pain001-schema.js';
import { buildPain001, sepaText } from './pain001.js';

const input = {
  messageId: 'PO0123456789abcdef0123456789abcdef',
  createdAt: new Date('2026-07-05T10:15:30.123Z'),
  executionDate: '2026-07-05',
  currency: 'EUR',
  debtor: { name: 'Demo Invest S.L.', iban: 'ES79 2100 0813 6101 2345 6789', bic: 'caixesbbxxx' },
  transactions: [
    { endToEndId: 'e2e-1', amount: '565.22', name: 'José Núñez & Hijos <SL>', iban: 'es9121000418450200051332', bic: 'CAIXESBBXXX', reference: 'Valencia Lofts dividend 2026-03-01' },
    { endToEndId: 'e2e-2', amount: '0.10', name: 'Ana', iban: 'DE89370400440532013000', bic: 'not a bic', reference: 'Valencia Lofts dividend 2026-03-01' },
  ],
};

describe('a pain.001.001.03 credit-transfer batch', () => {
  it('validates against the published ISO 20022 schema, with NbOfTxs and CtrlSum counted exactly', async () => {
    const xml = buildPain001(input);
    await assertValidPain001(xml);
    assert.match(xml, /<GrpHdr>[\s\S]*<NbOfTxs>2<\/NbOfTxs>\s*<CtrlSum>565\.32<\/CtrlSum>/);
    assert.match(xml, /<CreDtTm>2026-07-05T10:15:30Z<\/CreDtTm>/);
    assert.match(xml, /<ReqdExctnDt>2026-07-05<\/ReqdExctnDt>/);
    assert.match(xml, /<DbtrAcct>\s*<Id>\s*<IBAN>ES7921000813610123456789<\/IBAN>/);
    assert.match(xml, /<DbtrAgt>\s*<FinInstnId>\s*<BIC>CAIXESBBXXX<\/BIC>/);
    // The SEPA character set: accents dropped, & < > gone; a malformed BIC leaves the creditor's agent out.
    assert.match(xml, /<Nm>Jose Nunez Hijos SL<\/Nm>/);
    assert.equal((xml.match(/<CdtrAgt>/g) ?? []).length, 1);
    assert.match(xml, /<InstdAmt Ccy="EUR">0\.10<\/InstdAmt>/);
  });

  it('names the debtor agent NOTPROVIDED without a BIC (IBAN-only), and the schema still takes it', async () => {
    const xml = buildPain001({ ...input, debtor: { ...input.debtor, bic: null } });
    await assertValidPain001(xml);
    assert.match(xml, /<DbtrAgt>\s*<FinInstnId>\s*<Othr>\s*<Id>NOTPROVIDED<\/Id>/);
  });

  it('is refused by the schema when broken (the validation is real)', async () => {
    const broken = buildPain001(input).replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>XXX</PmtMtd>');
    await assert.rejects(assertValidPain001(broken));
  });

  it('keeps text inside the SEPA character set and its length', () => {
    assert.equal(sepaText('Ñandú Ltd. — «sol» 50%', 70), 'Nandu Ltd. sol 50');
    assert.equal(sepaText('x'.repeat(200), 140).length, 140);
    assert.equal(sepaText('***', 70), 'NOTPROVIDED');
  });
});
