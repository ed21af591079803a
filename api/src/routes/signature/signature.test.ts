import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { customize } from '../../test/invest-fixtures.js';
import { moveInvestment } from '../../investments/move-investment.js';
import { atSandboxPage, CARD, chooseMethod, dataUrl, inProcess, mailsAbout, movesTo, orderToPay, PFP, png, statusOf, submitPage } from '../../test/payment-fixtures.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.deps.notifier.useTransport(inProcess(ctx)));
after(() => ctx.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** An order whose method is chosen (a transfer): METHOD_PAYMENT, its contract to sign before paying. */
async function methodChosen(method = 'bank_transfer') {
  const order = await orderToPay(ctx);
  const chosen = await chooseMethod(ctx, order.investor.token, order.id, method);
  assert.equal(chosen.body.data.status, 'METHOD_PAYMENT');
  return order;
}

/** An order paid before signing came first (older orders): CHARGED, unsigned. */
async function paidUnsigned() {
  const order = await methodChosen();
  await ctx.deps.db.transaction((tx) => moveInvestment(tx, { investmentId: order.id, to: 'CHARGED', actor: { kind: 'system', userId: null }, at: ctx.deps.clock.now() }));
  return order;
}

const signature = (overrides: Record<string, unknown> = {}) => ({ typed_name: 'Nora Nueva', drawn_signature: dataUrl(png()), consent: true, ...overrides });

function sign(token: string, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.request('POST', `${PFP}/investments/${id}/signature`, { token, body, headers: { 'User-Agent': 'SignTest/1.0', 'X-Forwarded-For': '203.0.113.7', ...headers } });
}

describe('GET /investments/{id}/contract', () => {
  it('answers a PDF of the order, the same bytes every time', async () => {
    const order = await methodChosen();
    const first = await ctx.request('GET', `${PFP}/investments/${order.id}/contract`, { token: order.investor.token });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('Content-Type'), 'application/pdf');
    assert.match(first.headers.get('Content-Disposition') ?? '', /attachment; filename="contract-/);
    const doc = await PDFDocument.load(first.bytes);
    assert.ok(doc.getPageCount() >= 1);
    assert.match(doc.getTitle() ?? '', new RegExp(order.id));
    ctx.clock.advance(60_000);
    const second = await ctx.request('GET', `${PFP}/investments/${order.id}/contract`, { token: order.investor.token });
    assert.equal(sha256(second.bytes), sha256(first.bytes));
  });

  it('answers the same contract as text blocks, with the hash of its PDF and whether it is signed', async () => {
    const order = await methodChosen();
    const pdf = await ctx.request('GET', `${PFP}/investments/${order.id}/contract`, { token: order.investor.token });
    const text = await ctx.request('GET', `${PFP}/investments/${order.id}/contract/text`, { token: order.investor.token });
    assert.equal(text.status, 200);
    assert.equal(text.headers.get('Cache-Control'), 'private, no-store');
    const { blocks, document_sha256, signed } = text.body.data;
    assert.deepEqual(blocks[0], { kind: 'title', text: 'Contrato de inversión / Investment contract' });
    assert.ok(blocks.some((block: { kind: string; label?: string; value?: string }) => block.kind === 'row' && block.label === 'Medio de pago / Payment method' && block.value === 'Transferencia bancaria / Bank transfer'));
    assert.ok(blocks.some((block: { text?: string }) => block.text?.includes('Capital loss')));
    assert.equal(document_sha256, sha256(pdf.bytes));
    assert.equal(signed, false);
    assert.equal((await sign(order.investor.token, order.id, signature())).status, 200);
    const after = await ctx.request('GET', `${PFP}/investments/${order.id}/contract/text`, { token: order.investor.token });
    assert.equal(after.body.data.signed, true);
    const stranger = await ctx.request('GET', `${PFP}/investments/${order.id}/contract/text`, { token: await ctx.login('investor@demo.test') });
    assert.equal(stranger.status, 404);
  });

  it('has none for an interest', async () => {
    const token = await ctx.login('investor@demo.test');
    const [investor] = await ctx.deps.db.select().from(t.users).where(eq(t.users.email, 'investor@demo.test'));
    const rows = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.investorId, investor?.id ?? ''));
    const interest = rows.find((row) => row.status === 'RESERVED');
    const answer = await ctx.request('GET', `${PFP}/investments/${interest?.id}/contract`, { token });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'contract_not_available');
  });
});

describe('POST /investments/{id}/signature', () => {
  it('signs before paying: the evidence is stored with the hash of the contract bytes, the signed PDF has the extra page, the order waits for its payment, a mail', async () => {
    const order = await methodChosen();
    const contract = await ctx.request('GET', `${PFP}/investments/${order.id}/contract`, { token: order.investor.token });
    const signed = await sign(order.investor.token, order.id, signature());
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const { evidence } = signed.body.data;
    assert.equal(signed.body.data.status, 'METHOD_PAYMENT');
    assert.equal(evidence.document_sha256, sha256(contract.bytes));
    assert.equal(evidence.typed_name, 'Nora Nueva');
    assert.equal(evidence.signer_id, order.investor.id);
    assert.equal(evidence.ip, '203.0.113.7');
    assert.equal(evidence.user_agent, 'SignTest/1.0');
    assert.equal(evidence.provider, 'simple');
    assert.equal(await statusOf(ctx, order.id), 'METHOD_PAYMENT');

    const [record] = await ctx.deps.db.select().from(t.investmentSignatures).where(eq(t.investmentSignatures.investmentId, order.id));
    assert.ok(record);
    assert.equal(record.documentSha256, sha256(contract.bytes));
    assert.equal(record.signatureImageSha256, sha256(png()));
    assert.equal(record.signedAt.toISOString(), evidence.signed_at);

    const download = await ctx.request('GET', signed.body.data.signed_contract_url, { token: order.investor.token });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('Content-Type'), 'application/pdf');
    assert.equal(sha256(download.bytes), evidence.signed_document_sha256);
    const unsigned = await PDFDocument.load(contract.bytes);
    const withEvidence = await PDFDocument.load(download.bytes);
    assert.equal(withEvidence.getPageCount(), unsigned.getPageCount() + 1);
    const [investment] = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.id, order.id));
    assert.equal(investment?.signedDocumentUrl, `/api/v2/pfp/investments/${order.id}/signed-contract`);
    assert.equal((await mailsAbout(ctx, order.id, 'investment_signed')).length, 1);
  });

  it('refuses a drawing that is not a PNG, a broken PNG, an oversized one and a missing consent', async () => {
    const order = await methodChosen();
    const gif = await sign(order.investor.token, order.id, signature({ drawn_signature: dataUrl(new TextEncoder().encode('GIF89a'), 'image/gif') }));
    assert.equal(gif.status, 400);
    assert.deepEqual(gif.body.fields, { drawn_signature: { key: 'validator.error_signature_image' } });
    const header = png().slice(0, 24);
    const broken = await sign(order.investor.token, order.id, signature({ drawn_signature: dataUrl(header) }));
    assert.equal(broken.status, 400);
    assert.deepEqual(broken.body.fields, { drawn_signature: { key: 'validator.error_signature_image' } });
    const huge = await sign(order.investor.token, order.id, signature({ drawn_signature: dataUrl(new Uint8Array(300 * 1024)) }));
    assert.equal(huge.status, 400);
    const noConsent = await sign(order.investor.token, order.id, signature({ consent: false }));
    assert.equal(noConsent.status, 400);
    assert.deepEqual(noConsent.body.fields, { consent: { key: 'validator.error_signature_consent' } });
    assert.equal(await statusOf(ctx, order.id), 'METHOD_PAYMENT');
    assert.equal((await ctx.deps.db.select().from(t.investmentSignatures).where(eq(t.investmentSignatures.investmentId, order.id))).length, 0);
  });

  it('answers 409 before a method is chosen and once this contract is signed', async () => {
    const order = await orderToPay(ctx);
    const early = await sign(order.investor.token, order.id, signature());
    assert.equal(early.status, 409);
    assert.equal(early.body.error, 'investment_transition_not_allowed');
    const chosen = await methodChosen();
    assert.equal((await sign(chosen.investor.token, chosen.id, signature())).status, 200);
    const twice = await sign(chosen.investor.token, chosen.id, signature());
    assert.equal(twice.status, 409);
    const none = await ctx.request('GET', `${PFP}/investments/${order.id}/signed-contract`, { token: order.investor.token });
    assert.equal(none.status, 404);
    assert.equal(none.body.error, 'signed_contract_not_found');
  });

  it('refuses to start a payment until the contract, as it stands, is signed (409 contract_not_signed)', async () => {
    const order = await methodChosen('card_provider');
    const pay = () => ctx.request('POST', `${PFP}/investments/${order.id}/payments`, { token: order.investor.token, body: { method: 'card_provider', lang: 'en' } });
    const unsigned = await pay();
    assert.deepEqual([unsigned.status, unsigned.body.error], [409, 'contract_not_signed']);
    assert.equal(await statusOf(ctx, order.id), 'METHOD_PAYMENT');
    assert.equal((await sign(order.investor.token, order.id, signature())).status, 200);
    // Another method is another contract (method, fee, total): signed again before paying.
    await chooseMethod(ctx, order.investor.token, order.id, 'bizum');
    const other = await ctx.request('POST', `${PFP}/investments/${order.id}/payments`, { token: order.investor.token, body: { method: 'bizum', lang: 'en' } });
    assert.deepEqual([other.status, other.body.error], [409, 'contract_not_signed']);
    await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
    const started = await pay();
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.equal(started.body.data.kind, 'redirect');
  });

  it('moves a signed order to SIGNED once its payment arrives, ready to close; the payment mail asks for nothing more', async () => {
    const order = await atSandboxPage(ctx);
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    const [mail] = await mailsAbout(ctx, order.id, 'payment_received');
    assert.match((mail?.meta as Record<string, string>).link ?? '', /congratulations$/);
  });

  it('pays an order the balance covers when its contract is signed: METHOD_PAYMENT → CHARGED → SIGNED', async () => {
    const order = await orderToPay(ctx, { balance: '1000.00' });
    const chosen = await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer', true);
    assert.equal(chosen.body.data.status, 'METHOD_PAYMENT');
    assert.equal(chosen.body.data.method, 'balance');
    const signed = await sign(order.investor.token, order.id, signature());
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.equal(signed.body.data.status, 'SIGNED');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await mailsAbout(ctx, order.id, 'payment_received')).length, 1);
  });

  it('still signs an order paid before signing came first: CHARGED → SIGNED', async () => {
    const order = await paidUnsigned();
    const signed = await sign(order.investor.token, order.id, signature());
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    assert.equal(signed.body.data.status, 'SIGNED');
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
  });

  it('records the manager who signs while acting as the investor', async () => {
    const order = await methodChosen();
    const manager = await ctx.login('manager@demo.test');
    const started = await ctx.request('POST', `${PFP}/manager/users/${order.investor.id}/impersonate`, { token: manager });
    const headers = { 'X-USER-ACCESS-TOKEN': started.body.data.accessToken, 'X-MANAGER-USER-ACCESS-TOKEN': manager };
    const signed = await ctx.request('POST', `${PFP}/investments/${order.id}/signature`, { headers, body: signature() });
    assert.equal(signed.status, 200, JSON.stringify(signed.body));
    const [record] = await ctx.deps.db.select().from(t.investmentSignatures).where(eq(t.investmentSignatures.investmentId, order.id));
    const [managerRow] = await ctx.deps.db.select().from(t.users).where(eq(t.users.email, 'manager@demo.test'));
    assert.equal(record?.actingManagerId, managerRow?.id);
    assert.equal(record?.signerId, order.investor.id);
    await ctx.request('POST', `${PFP}/manager/impersonation/end`, { headers });
  });
});

describe('a tenant that hides signing (hide.signInvestment)', () => {
  it('leaves a paid order CHARGED, done for the investor, and has no signature step', async () => {
    await customize(ctx, { hide: { signInvestment: true } });
    try {
      const order = await atSandboxPage(ctx);
      await submitPage(ctx, order.page, CARD('4242424242424242'));
      assert.equal(await statusOf(ctx, order.id), 'CHARGED');
      const next = await ctx.request('GET', `${PFP}/invest/fleet-leasing-pool/next-step`, { token: order.investor.token });
      assert.notEqual(next.body.data.route, 'sign');
      const refused = await sign(order.investor.token, order.id, signature());
      assert.equal(refused.status, 409);
      assert.equal(refused.body.error, 'signature_not_required');
      const [mail] = await mailsAbout(ctx, order.id, 'payment_received');
      assert.match((mail?.meta as Record<string, string>).link ?? '', /congratulations$/);
    } finally {
      await customize(ctx, { hide: { signInvestment: false } });
    }
  });
});
