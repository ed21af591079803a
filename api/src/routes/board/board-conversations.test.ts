import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Ad, BoardConversation, BoardMessage, BoardThread, Notification } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf } from '../../test/invest-fixtures.js';
import { reviewAds } from './board.handlers.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
let tenantId = '';
let managerToken = '';
let valencia = '';
type Person = Awaited<ReturnType<typeof newInvestor>>;
type Answer<T> = { data: T; error?: string; fields?: Record<string, { key: string }> };

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  managerToken = await ctx.login('manager@demo.test');
  valencia = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
});
after(() => ctx.close());

async function named(person: Person, name: string, surname: string): Promise<Person> {
  await ctx.deps.db.update(t.users).set({ name, surname }).where(eq(t.users.id, person.id));
  return { ...person, token: await ctx.login(person.email) };
}

/** A published sell ad of `seller`'s minted tokens. */
async function publishedAd(seller: Person): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(t.investments)
    .values({ tenantId, issuanceId: valencia, investorId: seller.id, tokenAmount: 4, amount: '400.00', paymentMethod: 'bank_transfer', status: 'MINTED', statusDates: {} })
    .returning({ id: t.investments.id });
  if (!row) throw new Error('investment not written');
  await ctx.deps.db.transaction((tx) =>
    ctx.deps.ledger.mint(tx, { tenantId, issuanceId: valencia, contractAddress: null, to: { userId: seller.id, address: null }, amount: 4, reference: `investment:${row.id}` }),
  );
  const ad = await ctx.request<Answer<Ad>>('POST', `${PFP}/board/ads`, { token: seller.token, body: { type: 'sell', investment_id: row.id, tokens: 2, unit_price: '100.00' } });
  assert.equal(ad.status, 201, JSON.stringify(ad.body));
  await reviewAds(ctx.deps);
  return ad.body.data.id;
}

const contact = (token: string, adId: string, message: string) =>
  ctx.request<Answer<{ conversation_id: string }>>('POST', `${PFP}/board/ads/${adId}/contact`, { token, body: { follow_up: 'request_information', message } });
const reply = (token: string, conversationId: string, message: string, headers?: Record<string, string>) =>
  ctx.request<Answer<BoardMessage>>('POST', `${PFP}/board/conversations/${conversationId}/messages`, { token, headers, body: { message } });
const thread = (token: string, conversationId: string) => ctx.request<Answer<BoardThread>>('GET', `${PFP}/board/conversations/${conversationId}`, { token });
const threadsOf = (token: string, adId: string) => ctx.request<Answer<BoardConversation[]>>('GET', `${PFP}/board/ads/${adId}/conversations`, { token });
const inbox = async (token: string) => (await ctx.request<{ data: Notification[] }>('GET', `${PFP}/notifications?lang=en`, { token })).body.data;
const mailsTo = (email: string) => ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email));

describe('reply threads on the board (issue 34)', () => {
  let seller: Person;
  let buyer: Person;
  let other: Person;
  let adId = '';
  let conversationId = '';

  before(async () => {
    seller = await named(await newInvestor(ctx, { onboarded: true }), 'Pablo', 'Ortega');
    buyer = await named(await newInvestor(ctx, { onboarded: true }), 'Lucía', 'Martín');
    other = await newInvestor(ctx, { onboarded: true });
    adId = await publishedAd(seller);
    const sent = await contact(buyer.token, adId, 'Me interesa, ¿hablamos?');
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    conversationId = sent.body.data.conversation_id;
  });

  it("starts a thread with the buyer's contact, which the seller sees on the ad with what is unread", async () => {
    const notice = (await inbox(seller.token)).find((item) => item.kind === 'board_contact');
    assert.deepEqual(notice?.subject, { type: 'conversation', id: conversationId }, 'the notice opens the thread');
    const mine = await ctx.request<{ data: Ad[] }>('GET', `${PFP}/board/ads/mine`, { token: seller.token });
    assert.equal(mine.body.data.find((ad) => ad.id === adId)?.unread_messages, 1);
    const threads = await threadsOf(seller.token, adId);
    assert.equal(threads.status, 200);
    assert.deepEqual(
      threads.body.data.map((row) => [row.id, row.buyer.name, row.seller.name, row.counterpart.name, row.last_message?.body, row.unread]),
      [[conversationId, 'Lucía M.', 'Pablo O.', 'Lucía M.', 'Me interesa, ¿hablamos?', 1]],
    );
    const read = await thread(seller.token, conversationId);
    assert.equal(read.status, 200);
    assert.deepEqual(
      read.body.data.messages.map((message) => [message.sender.name, message.mine, message.follow_up]),
      [['Lucía M.', false, 'request_information']],
    );
    assert.equal(read.body.data.can_reply, true);
    assert.equal((await threadsOf(seller.token, adId)).body.data[0]?.unread, 0, 'read once opened');
    assert.ok(!JSON.stringify(read.body).includes(buyer.email) && !JSON.stringify(read.body).includes(seller.email), 'no e-mail address crosses the board');
  });

  it('lets the seller reply, and the buyer is notified in app and by e-mail and reads the reply', async () => {
    const answer = await reply(seller.token, conversationId, 'Claro, ¿qué precio propones?');
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual([answer.body.data.sender.name, answer.body.data.mine], ['Pablo O.', true]);
    const notice = (await inbox(buyer.token)).find((item) => item.kind === 'board_message');
    assert.ok(notice, 'the buyer is notified');
    assert.match(notice.title, /Pablo O\. replied/);
    assert.deepEqual(notice.subject, { type: 'conversation', id: conversationId });
    const mail = (await mailsTo(buyer.email)).find((row) => row.meta.purpose === 'board_message');
    assert.ok(mail && mail.text.includes('Claro, ¿qué precio propones?') && !mail.text.includes(seller.email));

    const board = await ctx.request<{ data: Ad[] }>('GET', `${PFP}/board/ads?per_page=100`, { token: buyer.token });
    const seen = board.body.data.find((ad) => ad.id === adId);
    assert.deepEqual([seen?.conversation_id, seen?.unread_messages], [conversationId, 1]);
    const read = await thread(buyer.token, conversationId);
    assert.deepEqual(
      read.body.data.messages.map((message) => [message.sender.name, message.mine, message.body]),
      [
        ['Lucía M.', true, 'Me interesa, ¿hablamos?'],
        ['Pablo O.', false, 'Claro, ¿qué precio propones?'],
      ],
    );
    const buyerThreads = await threadsOf(buyer.token, adId);
    assert.deepEqual(
      buyerThreads.body.data.map((row) => [row.id, row.counterpart.name, row.unread]),
      [[conversationId, 'Pablo O.', 0]],
    );
  });

  it('continues the same thread when the buyer contacts again', async () => {
    const again = await contact(buyer.token, adId, 'Te propongo 95 euros por token.');
    assert.equal(again.body.data.conversation_id, conversationId);
    assert.equal((await threadsOf(seller.token, adId)).body.data.length, 1);
  });

  it('is no one else’s: another investor and a manager find no thread, and see none on the ad', async () => {
    const read = await thread(other.token, conversationId);
    assert.deepEqual([read.status, read.body.error], [404, 'conversation_not_found']);
    // Threads are investors' routes: a manager's own token is refused before any thread is looked up.
    assert.equal((await thread(managerToken, conversationId)).status, 403);
    const written = await reply(other.token, conversationId, 'Hola');
    assert.deepEqual([written.status, written.body.error], [404, 'conversation_not_found']);
    assert.deepEqual((await threadsOf(other.token, adId)).body.data, []);
    const board = await ctx.request<{ data: Ad[] }>('GET', `${PFP}/board/ads?per_page=100`, { token: other.token });
    assert.deepEqual(
      [board.body.data.find((ad) => ad.id === adId)?.conversation_id, board.body.data.find((ad) => ad.id === adId)?.unread_messages],
      [null, 0],
    );
    assert.equal((await thread(buyer.token, 'not-a-uuid')).status, 404);
  });

  it('refuses unsafe or empty text, and text over the limit', async () => {
    const unsafe = await reply(buyer.token, conversationId, 'mira <script>alert(1)</script>');
    assert.deepEqual([unsafe.status, unsafe.body.fields?.message?.key], [400, 'validator.error_unsafe_text']);
    assert.equal((await reply(buyer.token, conversationId, '   ')).status, 400);
    assert.deepEqual([(await reply(buyer.token, conversationId, 'x'.repeat(2001))).body.fields?.message?.key], ['validator.error_string_max']);
  });

  it('refuses a message from a manager acting as the buyer, and writes nothing', async () => {
    const started = await ctx.request<{ data: { accessToken: string } }>('POST', `${PFP}/manager/users/${buyer.id}/impersonate`, { token: managerToken });
    const headers = { 'X-USER-ACCESS-TOKEN': started.body.data.accessToken, 'X-MANAGER-USER-ACCESS-TOKEN': managerToken };
    const before = (await thread(buyer.token, conversationId)).body.data.messages.length;
    const refused = await ctx.request<{ error?: string }>('POST', `${PFP}/board/conversations/${conversationId}/messages`, { headers, body: { message: 'Escrito por el gestor' } });
    assert.deepEqual([refused.status, refused.body.error], [403, 'not_allowed_while_impersonating']);
    assert.equal((await thread(buyer.token, conversationId)).body.data.messages.length, before);
  });

  it('keeps the thread readable once the ad is withdrawn, and refuses new messages', async () => {
    const withdrawn = await ctx.request('POST', `${PFP}/board/ads/${adId}/withdraw`, { token: seller.token, body: {} });
    assert.equal(withdrawn.status, 200);
    const read = await thread(buyer.token, conversationId);
    assert.deepEqual([read.status, read.body.data.can_reply, read.body.data.ad.status], [200, false, 'withdrawn']);
    const closed = await reply(seller.token, conversationId, 'Ya no está disponible');
    assert.deepEqual([closed.status, closed.body.error], [409, 'ad_not_open']);
    assert.equal((await threadsOf(buyer.token, adId)).status, 200, 'the buyer still finds their thread on the withdrawn ad');
    assert.equal((await threadsOf(other.token, adId)).status, 404);
  });
});
