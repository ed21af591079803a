import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Ad, Notification } from 'shared';
import * as t from '../../db/schema.js';
import { heldTokens } from '../../ledger/holdings.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf, userByEmail } from '../../test/invest-fixtures.js';
import { reviewAds } from './board.handlers.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
let tenantId = '';
let managerToken = '';
let entrepreneurToken = '';
let valencia = '';
let wind = '';
type Person = { id: string; email: string; token: string };

/** A MINTED investment of `tokens` with its ledger entry, as the manager's mint leaves it. */
async function minted(investor: Person, issuanceId: string, tokens: number): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(t.investments)
    .values({ tenantId, issuanceId, investorId: investor.id, tokenAmount: tokens, amount: `${tokens * 100}.00`, paymentMethod: 'bank_transfer', status: 'MINTED', statusDates: {} })
    .returning({ id: t.investments.id });
  if (!row) throw new Error('investment not written');
  await ctx.deps.db.transaction((tx) =>
    ctx.deps.ledger.mint(tx, { tenantId, issuanceId, contractAddress: null, to: { userId: investor.id, address: null }, amount: tokens, reference: `investment:${row.id}` }),
  );
  return row.id;
}

/** The status, the error and each field's message key of an answer. */
const fieldKeys = (answer: { status: number; body: { error?: string; fields?: Record<string, { key: string }> } }) => [
  answer.status,
  answer.body.error,
  Object.fromEntries(Object.entries(answer.body.fields ?? {}).map(([field, error]) => [field, error.key])),
];
const postAd = (token: string, body: Record<string, unknown>) => ctx.request<{ data: Ad; error?: string; fields?: Record<string, { key: string }> }>('POST', `${PFP}/board/ads`, { token, body });
const inbox = (token: string, query = '') => ctx.request<{ data: Notification[]; unread: number }>('GET', `${PFP}/notifications${query}`, { token });
const mailsTo = (email: string) => ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email));
const balance = (person: Person, issuanceId: string) => heldTokens(ctx.deps, ctx.deps.db, issuanceId, person.id);

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  managerToken = await ctx.login('manager@demo.test');
  entrepreneurToken = await ctx.login('entrepreneur@demo.test');
  valencia = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
  wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
});

after(async () => {
  await ctx.close();
});

describe('ads on the board', () => {
  it('offers only tokens held and not already offered, and the review publishes them', async () => {
    const seller = await newInvestor(ctx, { onboarded: true });
    const investmentId = await minted(seller, valencia, 10);
    const first = await postAd(seller.token, { type: 'sell', investment_id: investmentId, tokens: 6, unit_price: '110.00', description: 'Vendo parte de mi participación' });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.data.status, 'in_review');
    assert.equal(first.body.data.amount, '660.00');
    assert.match(first.body.data.reference, /^AD-\d{4}-\d{6}$/);

    const tooMany = await postAd(seller.token, { type: 'sell', investment_id: investmentId, tokens: 5, unit_price: '110.00' });
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.body.error, 'tokens_not_available');
    const holdings = await ctx.request<{ data: { investment_id: string; available: number }[] }>('GET', `${PFP}/board/holdings`, { token: seller.token });
    assert.equal(holdings.body.data.find((row) => row.investment_id === investmentId)?.available, 4);

    await reviewAds(ctx.deps);
    const board = await ctx.request<{ data: Ad[] }>('GET', `${PFP}/board/ads?issuance_id=${valencia}&per_page=100`, { token: managerToken });
    const published = board.body.data.find((ad) => ad.id === first.body.data.id);
    assert.equal(published?.status, 'published');
    assert.equal(published?.investment_id, null, 'only the author sees the investment');
    const notices = await inbox(seller.token);
    assert.ok(notices.body.data.some((notice) => notice.kind === 'ad_published' && notice.subject?.id === first.body.data.id));
  });

  it('rejects at review a buy ad of a project without minted tokens, and one whose text is unsafe', async () => {
    const buyer = await newInvestor(ctx, { onboarded: true });
    const sevilla = (await issuanceBySlug(ctx, 'sevilla-offices')).id;
    const buy = await postAd(buyer.token, { type: 'buy', issuance_id: sevilla, tokens: 3, unit_price: '90.00' });
    assert.equal(buy.status, 201, JSON.stringify(buy.body));
    const smuggled = await postAd(buyer.token, { type: 'buy', issuance_id: valencia, tokens: 3, unit_price: '90.00' });
    // Written before the rules changed, say: the review checks the text again.
    await ctx.deps.db.update(t.ads).set({ description: '<script>alert(1)</script>' }).where(eq(t.ads.id, smuggled.body.data.id));
    await reviewAds(ctx.deps);
    const mine = await ctx.request<{ data: Ad[] }>('GET', `${PFP}/board/ads/mine`, { token: buyer.token });
    const byId = new Map(mine.body.data.map((ad) => [ad.id, ad]));
    assert.equal(byId.get(buy.body.data.id)?.status, 'rejected');
    assert.equal(byId.get(buy.body.data.id)?.rejection_reason, 'issuance_not_tradable');
    assert.equal(byId.get(smuggled.body.data.id)?.rejection_reason, 'unsafe_text');
  });

  it('refuses a description with a script tag', async () => {
    const buyer = await newInvestor(ctx, { onboarded: true });
    const answer = await postAd(buyer.token, { type: 'buy', issuance_id: valencia, tokens: 1, unit_price: '90.00', description: 'hola <script>alert(1)</script>' });
    // The API answers every validation error with 400 and the field's key.
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.fields?.description?.key, 'validator.error_unsafe_text');
  });

  it('refuses a description with any tag, a direction override or full-width markup', async () => {
    const buyer = await newInvestor(ctx, { onboarded: true });
    for (const description of ['Compro "><b>x</b>', 'Compro tokens \u202eelbahcra', 'Compro \uff1cscript\uff1ealert(1)\uff1c/script\uff1e']) {
      const answer = await postAd(buyer.token, { type: 'buy', issuance_id: valencia, tokens: 1, unit_price: '90.00', description });
      assert.deepEqual(fieldKeys(answer), [400, 'validation_error', { description: 'validator.error_unsafe_text' }], description);
    }
  });

  it('answers 400 to figures too large for their columns: the price, the tokens and their total', async () => {
    const buyer = await newInvestor(ctx, { onboarded: true });
    const ad = async (figures: Record<string, unknown>) => fieldKeys(await postAd(buyer.token, { type: 'buy', issuance_id: valencia, tokens: 1, unit_price: '90.00', ...figures }));
    assert.deepEqual(await ad({ unit_price: '99999999999999999999' }), [400, 'validation_error', { unit_price: 'validator.error_number_max' }]);
    assert.deepEqual(await ad({ tokens: 3_000_000_000 }), [400, 'validation_error', { tokens: 'validator.error_number_max' }]);
    assert.deepEqual(await ad({ tokens: 2_000_000_000, unit_price: '9999999999.00' }), [400, 'validation_error', { tokens: 'validator.error_number_max' }]);
    const created = await postAd(buyer.token, { type: 'buy', issuance_id: valencia, tokens: 1, unit_price: '90.00' });
    const edit = async (figures: Record<string, unknown>) =>
      fieldKeys(await ctx.request('PATCH', `${PFP}/board/ads/${created.body.data.id}`, { token: buyer.token, body: { type: 'buy', issuance_id: valencia, tokens: 1, unit_price: '90.00', ...figures } }));
    assert.deepEqual(await edit({ tokens: 2 ** 31 }), [400, 'validation_error', { tokens: 'validator.error_number_max' }]);
  });

  it("lets investors contact an ad's author by public name, never showing an e-mail address", async () => {
    const seller = await newInvestor(ctx, { onboarded: true });
    const buyer = await newInvestor(ctx, { onboarded: true });
    await ctx.deps.db.update(t.users).set({ name: 'Lucía', surname: 'Martín' }).where(eq(t.users.id, buyer.id));
    const investmentId = await minted(seller, valencia, 4);
    const ad = await postAd(seller.token, { type: 'sell', investment_id: investmentId, tokens: 2, unit_price: '100.00' });
    await reviewAds(ctx.deps);
    const own = await ctx.request('POST', `${PFP}/board/ads/${ad.body.data.id}/contact`, { token: seller.token, body: { follow_up: 'request_information', message: 'Me interesa, ¿hablamos?' } });
    assert.equal(own.status, 409);
    const buyerToken = await ctx.login(buyer.email);
    const sent = await ctx.request('POST', `${PFP}/board/ads/${ad.body.data.id}/contact`, { token: buyerToken, body: { follow_up: 'request_information', message: 'Me interesa, ¿hablamos?' } });
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    const notice = (await inbox(seller.token, '?lang=en')).body.data.find((item) => item.kind === 'board_contact');
    assert.ok(notice);
    assert.match(notice.title, /Lucía M\./);
    assert.ok(!notice.body.includes(buyer.email));
    const mails = await mailsTo(seller.email);
    const contactMail = mails.find((mail) => mail.meta.purpose === 'board_contact');
    assert.ok(contactMail, 'the author is e-mailed');
    assert.ok(!contactMail.text.includes(buyer.email) && !contactMail.subject.includes(buyer.email));
  });

  it('lets a manager withdraw an ad with a reason the author is told', async () => {
    const seller = await newInvestor(ctx, { onboarded: true });
    const investmentId = await minted(seller, valencia, 2);
    const ad = await postAd(seller.token, { type: 'sell', investment_id: investmentId, tokens: 2, unit_price: '100.00' });
    const withdrawn = await ctx.request<{ data: Ad }>('POST', `${PFP}/board/ads/${ad.body.data.id}/withdraw`, { token: managerToken, body: { reason: 'Precio engañoso' } });
    assert.equal(withdrawn.status, 200);
    assert.equal(withdrawn.body.data.status, 'withdrawn');
    const again = await ctx.request('POST', `${PFP}/board/ads/${ad.body.data.id}/withdraw`, { token: seller.token, body: {} });
    assert.equal(again.status, 409);
    const notice = (await inbox(seller.token, '?lang=es')).body.data.find((item) => item.kind === 'ad_withdrawn');
    assert.match(notice?.body ?? '', /Precio engañoso/);
  });
});

describe('transfers', () => {
  it('moves tokens to an investor named by e-mail or wallet, closing the ad it names', async () => {
    const seller = await newInvestor(ctx, { onboarded: true });
    const buyer = await newInvestor(ctx, { onboarded: true });
    const other = await newInvestor(ctx, { onboarded: true });
    const wallet = `0x${randomUUID().replace(/-/g, '').padEnd(40, '0')}`;
    await ctx.deps.db.insert(t.wallets).values({ tenantId, userId: other.id, address: wallet });
    const investmentId = await minted(seller, wind, 10);
    const ad = await postAd(seller.token, { type: 'sell', investment_id: investmentId, tokens: 4, unit_price: '120.00' });
    await reviewAds(ctx.deps);

    const lookup = await ctx.request<{ data: { name: string; wallet: string } }>('GET', `${PFP}/transfers/recipient?destination=${encodeURIComponent(buyer.email)}`, { token: seller.token });
    assert.equal(lookup.status, 200);
    assert.ok(!JSON.stringify(lookup.body).includes(buyer.email));

    const byEmail = await ctx.request<{ data: { direction: string; ad_reference: string | null; unit_price: string | null } }>('POST', `${PFP}/transfers`, {
      token: seller.token,
      body: { issuance_id: wind, tokens: 4, destination_email: buyer.email, ad_id: ad.body.data.id, unit_price: '115.00' },
    });
    assert.equal(byEmail.status, 201, JSON.stringify(byEmail.body));
    assert.equal(byEmail.body.data.ad_reference, ad.body.data.reference);
    const byWallet = await ctx.request('POST', `${PFP}/transfers`, { token: seller.token, body: { issuance_id: wind, tokens: 1, destination_wallet: wallet } });
    assert.equal(byWallet.status, 201, JSON.stringify(byWallet.body));

    assert.equal(await balance(seller, wind), 5);
    assert.equal(await balance(buyer, wind), 4);
    assert.equal(await balance(other, wind), 1);
    // Both portfolios follow the ledger: the seller's shrank, the buyer holds a project they never invested in.
    type Holdings = { data: { holdings: { project_id: string; tokens: number; minted_tokens: number }[] } };
    const sellerPortfolio = await ctx.request<Holdings>('GET', `${PFP}/users/me/portfolio`, { token: seller.token });
    assert.equal(sellerPortfolio.body.data.holdings.find((holding) => holding.project_id === wind)?.tokens, 5);
    const buyerPortfolio = await ctx.request<Holdings>('GET', `${PFP}/users/me/portfolio`, { token: buyer.token });
    assert.equal(buyerPortfolio.body.data.holdings.find((holding) => holding.project_id === wind)?.minted_tokens, 4);
    const [closed] = await ctx.deps.db.select({ status: t.ads.status }).from(t.ads).where(eq(t.ads.id, ad.body.data.id));
    assert.equal(closed?.status, 'closed');
    const history = await ctx.request<{ data: { unit_price: string; tokens: number }[] }>('GET', `${PFP}/board/history`, { token: buyer.token });
    assert.ok(history.body.data.some((trade) => trade.unit_price === '115.00' && trade.tokens === 4));
    const received = await ctx.request<{ data: { direction: string; counterparty: { name: string } }[] }>('GET', `${PFP}/transfers?direction=received`, { token: buyer.token });
    assert.equal(received.body.data.length, 1);
    assert.ok((await inbox(buyer.token)).body.data.some((notice) => notice.kind === 'transfer_received'));

    const toSelf = await ctx.request('POST', `${PFP}/transfers`, { token: seller.token, body: { issuance_id: wind, tokens: 1, destination_email: seller.email } });
    assert.equal(toSelf.status, 409);
    const nobody = await ctx.request('POST', `${PFP}/transfers`, { token: seller.token, body: { issuance_id: wind, tokens: 1, destination_email: 'nobody@nowhere.test' } });
    assert.equal(nobody.status, 404);
  });

  it('answers 400 to tokens or a price too large for their columns', async () => {
    const sender = await newInvestor(ctx, { onboarded: true });
    const receiver = await newInvestor(ctx, { onboarded: true });
    const transfer = async (figures: Record<string, unknown>) =>
      fieldKeys(await ctx.request('POST', `${PFP}/transfers`, { token: sender.token, body: { issuance_id: wind, tokens: 1, destination_email: receiver.email, ...figures } }));
    assert.deepEqual(await transfer({ tokens: 3_000_000_000 }), [400, 'validation_error', { tokens: 'validator.error_number_max' }]);
    assert.deepEqual(await transfer({ unit_price: '99999999999999999999' }), [400, 'validation_error', { unit_price: 'validator.error_number_max' }]);
  });

  it('filters by any calendar day, the last one included, in the list and the export', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    for (const path of ['/transfers?', '/transfers/export?format=csv&']) {
      for (const range of ['to=9999-12-31', 'from=9999-12-31', 'from=1900-01-01&to=9999-12-31']) {
        const answer = await ctx.request('GET', `${PFP}${path}${range}`, { token: investor.token });
        assert.equal(answer.status, 200, `${path}${range}: ${JSON.stringify(answer.body)}`);
      }
      for (const range of ['to=10000-01-01', 'from=0001-01-01', 'to=2024-02-30']) {
        const answer = await ctx.request('GET', `${PFP}${path}${range}`, { token: investor.token });
        assert.equal(answer.status, 400, `${path}${range}: ${JSON.stringify(answer.body)}`);
      }
    }
  });

  it('never overdraws under concurrent transfers', async () => {
    const sender = await newInvestor(ctx, { onboarded: true });
    const receiver = await newInvestor(ctx, { onboarded: true });
    await minted(sender, wind, 10);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ctx.request('POST', `${PFP}/transfers`, { token: sender.token, body: { issuance_id: wind, tokens: 3, destination_email: receiver.email } })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    assert.deepEqual(statuses, [201, 201, 201, 409, 409, 409]);
    assert.equal(await balance(sender, wind), 1);
    assert.equal(await balance(receiver, wind), 9);
  });
});

describe('notifications', () => {
  it('e-mails by category preference, and marks read one or all', async () => {
    const sender = await newInvestor(ctx, { onboarded: true });
    const quiet = await newInvestor(ctx, { onboarded: true });
    const defaults = await ctx.request<{ data: { email: Record<string, boolean> } }>('GET', `${PFP}/users/me/notification-preferences`, { token: quiet.token });
    assert.deepEqual(defaults.body.data.email, { investments: true, earnings: true, projects: true, board: true, messages: true });
    const saved = await ctx.request('PUT', `${PFP}/users/me/notification-preferences`, { token: quiet.token, body: { email: { ...defaults.body.data.email, board: false } } });
    assert.equal(saved.status, 200);
    await minted(sender, wind, 2);
    await ctx.request('POST', `${PFP}/transfers`, { token: sender.token, body: { issuance_id: wind, tokens: 1, destination_email: quiet.email } });
    await ctx.request('POST', `${PFP}/notifications/broadcasts`, {
      token: managerToken,
      body: { audience: 'user', user_id: quiet.id, title: { es: 'Hola', en: 'Hello' }, body: { es: 'Un mensaje', en: 'A message' } },
    });
    const purposes = (await mailsTo(quiet.email)).map((mail) => mail.meta.purpose);
    assert.ok(!purposes.includes('transfer_received'), 'board e-mails are off');
    assert.ok(purposes.includes('message'), 'messages are still e-mailed');
    const sentMail = (await mailsTo(sender.email)).find((mail) => mail.meta.purpose === 'transfer_sent');
    assert.ok(sentMail);
    // One token in the singular; the link opens the investor's inbox, which the web app serves at /user/notifications.
    assert.match(sentMail.text, /Has transferido 1 token de /);
    assert.match(sentMail.meta.link ?? '', /^http:\/\/[^/]+\/user\/notifications$/);
    assert.ok(sentMail.text.endsWith(`Míralo en ${sentMail.meta.link ?? ''}`));

    const list = await inbox(quiet.token, '?lang=en');
    assert.equal(list.body.unread, 2);
    assert.ok(list.body.data.some((notice) => notice.title === 'Hello'));
    const first = list.body.data[0];
    assert.ok(first);
    const read = await ctx.request<{ data: { unread: number } }>('POST', `${PFP}/notifications/${first.id}/read`, { token: quiet.token });
    assert.equal(read.body.data.unread, 1);
    const notMine = await ctx.request('POST', `${PFP}/notifications/${first.id}/read`, { token: sender.token });
    assert.equal(notMine.status, 404);
    const all = await ctx.request<{ data: { unread: number } }>('POST', `${PFP}/notifications/read-all`, { token: quiet.token });
    assert.equal(all.body.data.unread, 0);
  });

  it('lets entrepreneurs broadcast only to their own projects, and refuses an empty audience', async () => {
    const entrepreneur = await userByEmail(ctx, 'entrepreneur@demo.test');
    const [own] = await ctx.deps.db.select({ id: t.issuances.id }).from(t.issuances).where(and(eq(t.issuances.ownerId, entrepreneur.id), eq(t.issuances.tenantId, tenantId))).limit(1);
    assert.ok(own);
    const texts = { title: { es: 'Novedades', en: 'News' }, body: { es: 'Obras terminadas', en: 'Works finished' } };
    const everyone = await ctx.request('POST', `${PFP}/notifications/broadcasts`, { token: entrepreneurToken, body: { audience: 'all_investors', ...texts } });
    assert.equal(everyone.status, 403);
    const [foreign] = await ctx.deps.db.select({ id: t.issuances.id, ownerId: t.issuances.ownerId }).from(t.issuances).where(eq(t.issuances.tenantId, tenantId));
    const notOwned = (await ctx.deps.db.select({ id: t.issuances.id, ownerId: t.issuances.ownerId }).from(t.issuances).where(eq(t.issuances.tenantId, tenantId))).find((row) => row.ownerId !== entrepreneur.id);
    assert.ok(foreign && notOwned);
    const other = await ctx.request('POST', `${PFP}/notifications/broadcasts`, { token: entrepreneurToken, body: { audience: 'project_investors', issuance_id: notOwned.id, ...texts } });
    assert.equal(other.status, 403);
    const ownAnswer = await ctx.request<{ data: { recipients: number }; error?: string }>('POST', `${PFP}/notifications/broadcasts`, {
      token: entrepreneurToken,
      body: { audience: 'project_investors', issuance_id: own.id, ...texts },
    });
    assert.ok(ownAnswer.status === 201 || (ownAnswer.status === 409 && ownAnswer.body.error === 'no_recipients'), JSON.stringify(ownAnswer.body));
    const all = await ctx.request<{ data: { recipients: number } }>('POST', `${PFP}/notifications/broadcasts`, { token: managerToken, body: { audience: 'all_investors', ...texts } });
    assert.equal(all.status, 201);
    assert.ok(all.body.data.recipients > 1);
    const listed = await ctx.request<{ data: { audience: string }[] }>('GET', `${PFP}/notifications/broadcasts`, { token: managerToken });
    assert.ok(listed.body.data.some((item) => item.audience === 'all_investors'));
  });

  it('pushes a new notification to an open stream', async () => {
    const reader = await newInvestor(ctx, { onboarded: true });
    const response = await ctx.app.request('http://localhost/api/v2/pfp/notifications/stream', { headers: { 'X-USER-ACCESS-TOKEN': reader.token } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('Content-Type') ?? '', /text\/event-stream/);
    const stream = response.body?.getReader();
    assert.ok(stream);
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const chunk = await stream.read();
        if (chunk.done) break;
        received += decoder.decode(chunk.value);
      }
    };
    await readUntil(/event: unread/);
    assert.match(received, /"unread":0/);
    await ctx.request('POST', `${PFP}/notifications/broadcasts`, {
      token: managerToken,
      body: { audience: 'user', user_id: reader.id, title: { es: 'En directo', en: 'Live' }, body: { es: 'Llega sin recargar', en: 'Arrives without reloading' } },
    });
    await readUntil(/event: notification/);
    assert.match(received, /"kind":"message"/);
    await stream.cancel();
  });

  it('recounts the unread at each heartbeat, so a notification nobody published still reaches an open page', async () => {
    const quick = await createTestContext({ NOTIFICATION_STREAM_HEARTBEAT_MS: '100' });
    try {
      const reader = await newInvestor(quick, { onboarded: true });
      const response = await quick.app.request('http://localhost/api/v2/pfp/notifications/stream', { headers: { 'X-USER-ACCESS-TOKEN': reader.token } });
      const stream = response.body?.getReader();
      assert.ok(stream);
      const decoder = new TextDecoder();
      let received = '';
      const readUntil = async (pattern: RegExp) => {
        while (!pattern.test(received)) {
          const chunk = await stream.read();
          if (chunk.done) break;
          received += decoder.decode(chunk.value);
        }
      };
      await readUntil(/"unread":0/);
      await quick.deps.db.insert(t.notifications).values({ tenantId: await tenantIdOf(quick), userId: reader.id, title: 'Quiet', body: 'Written without a publish', kind: 'message', category: 'messages' });
      await readUntil(/"unread":1/);
      assert.match(received, /event: unread\ndata: \{"unread":1\}/);
      await stream.cancel();
    } finally {
      await quick.close();
    }
  });
});
