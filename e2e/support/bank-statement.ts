/**
 * A camt.053.001.02 statement of the demo tenant's account with one booked credit, as its bank
 * would send it; `id` names the statement (a new one imports, the same one again changes nothing).
 */
export function camt053(id: string, credit: { amount: string; text: string; reference?: string; debtor?: string }): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>2026-11-04T06:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${id}</Id>
      <FrToDt><FrDtTm>2026-11-03T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-03T23:59:59+01:00</ToDtTm></FrToDt>
      <Acct><Id><IBAN>ES9121000418450200051332</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Ntry>
        <Amt Ccy="EUR">${credit.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-03</Dt></BookgDt>
        <ValDt><Dt>2026-11-03</Dt></ValDt>
        <AcctSvcrRef>${credit.reference ?? `${id}-1`}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${credit.debtor ?? 'Lucía Martín'}</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${credit.text}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`);
}
