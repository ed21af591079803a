import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { issuanceDraftResponseSchema, issuanceListResponseSchema, phaseStateResponseSchema, whitelistAddResponseSchema, type IssuanceDraft } from 'shared';
import * as v from 'valibot';
import * as t from '../../db/schema.js';
import { issuanceBySlug, newInvestor, PDF, userByEmail } from '../../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

const PFP = '/api/v2/pfp';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const ACKS = { risk_loss_acknowledged: true, risk_liquidity_acknowledged: true };

let ctx: TestContext;
const tokens = { manager: '', entrepreneur: '', company: '', investor: '' };
before(async () => {
  ctx = await createTestContext();
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  tokens.company = await ctx.login('company@demo.test');
  tokens.investor = await ctx.login('investor@demo.test');
});
after(() => ctx.close());

const basics = (slug = `project-${randomUUID().slice(0, 8)}`) => ({
  title: 'Huerto Solar',
  subtitle: 'Energía para el barrio',
  slug,
  product_type: 'renewables',
  modality: 'online_round',
});
const story = { short_description: 'Paneles en cubiertas públicas', market: 'Autoconsumo' };
const token = {
  token_name: 'Huerto',
  token_symbol: 'HSOL',
  price: '10.00',
  tokens_for_sale: 1000,
  min_offer: '100.00',
  max_offer: '5000.00',
  soft_cap: '2000.00',
  max_fundraising: '10000.00',
  minimum_contribution: '100.00',
  start_date: '2027-01-10',
  end_date: '2027-03-10',
};

function form(fields: Record<string, string | Blob>, fileName: string): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

async function create(owner = tokens.entrepreneur, body: Record<string, unknown> = basics()): Promise<IssuanceDraft> {
  const answer = await ctx.request('POST', `${PFP}/issuances`, { token: owner, body });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return v.parse(issuanceDraftResponseSchema, answer.body).data;
}

function step(id: string, name: string, body: unknown, token_ = tokens.entrepreneur) {
  return ctx.request('PATCH', `${PFP}/issuances/${id}/steps/${name}`, { token: token_, body });
}

async function upload(id: string, kind: 'logo' | 'intro', token_ = tokens.entrepreneur) {
  const answer = await ctx.request('POST', `${PFP}/issuances/${id}/images`, { token: token_, form: form({ kind, file: new Blob([PNG]) }, `${kind}.png`) });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data.id as string;
}

async function uploadDocument(id: string, token_ = tokens.entrepreneur) {
  const answer = await ctx.request('POST', `${PFP}/issuances/${id}/documents`, { token: token_, form: form({ name: 'Pitch deck', file: new Blob([PDF]) }, 'deck.pdf') });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body.data.id as string;
}

/** A draft with every step done, as the entrepreneur leaves it before submitting. */
async function completeDraft(owner = tokens.entrepreneur): Promise<string> {
  const draft = await create(owner);
  assert.equal((await step(draft.id, 'story', story, owner)).status, 200);
  assert.equal((await step(draft.id, 'token', token, owner)).status, 200);
  await upload(draft.id, 'logo', owner);
  await uploadDocument(draft.id, owner);
  return draft.id;
}

function move(id: string, to: string, token_: string) {
  return ctx.request('POST', `${PFP}/issuances/${id}/phase`, { token: token_, body: { to } });
}

function decide(id: string, body: unknown, token_ = tokens.manager) {
  return ctx.request('POST', `${PFP}/issuances/${id}/validation`, { token: token_, body });
}

async function phase(id: string, token_ = tokens.manager) {
  const answer = await ctx.request('GET', `${PFP}/issuances/${id}/phase`, { token: token_ });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return v.parse(phaseStateResponseSchema, answer.body).data;
}

describe('creating and saving a draft step by step', () => {
  it('creates a DRAFT owned by the entrepreneur, fills it step by step and answers what is stored and which steps are done', async () => {
    const draft = await create();
    assert.equal(draft.status, 'DRAFT');
    assert.equal(draft.phase, 'draft');
    assert.deepEqual(draft.steps_done, ['basics']);
    assert.equal(draft.values.price, null);
    assert.equal(draft.editable, true);
    const [row] = await ctx.deps.db.select({ ownerId: t.issuances.ownerId }).from(t.issuances).where(eq(t.issuances.id, draft.id));
    assert.equal(row?.ownerId, (await userByEmail(ctx, 'entrepreneur@demo.test')).id);

    const afterStory = await step(draft.id, 'story', story);
    assert.equal(afterStory.status, 200);
    assert.deepEqual(afterStory.body.data.steps_done, ['basics', 'story']);
    assert.equal(afterStory.body.data.values.market, 'Autoconsumo');
    assert.equal(afterStory.body.data.values.product, null);

    const afterToken = v.parse(issuanceDraftResponseSchema, (await step(draft.id, 'token', token)).body).data;
    assert.equal(afterToken.values.total_amount, '10000.00');
    assert.equal(afterToken.values.campaign_duration_days, 59);
    assert.deepEqual(afterToken.steps_done, ['basics', 'story', 'token']);

    const video = await step(draft.id, 'media', { video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    assert.equal(video.body.data.values.video_url, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    assert.ok(!video.body.data.steps_done.includes('media'), 'the media step needs a logo');
    const logo = await upload(draft.id, 'logo');
    const image = await upload(draft.id, 'intro');
    const withoutDocument = await step(draft.id, 'documents', {});
    assert.equal(withoutDocument.status, 400);
    assert.deepEqual(withoutDocument.body.fields, { documents: { key: 'validator.error_document_required' } });
    const documentId = await uploadDocument(draft.id);
    assert.equal((await step(draft.id, 'documents', {})).status, 200);
    const read = v.parse(issuanceDraftResponseSchema, (await ctx.request('GET', `${PFP}/issuances/${draft.id}/draft`, { token: tokens.entrepreneur })).body).data;
    assert.deepEqual(read.steps_done, ['basics', 'story', 'media', 'documents', 'token']);
    assert.equal(read.logo?.id, logo);
    assert.deepEqual(read.intro_images.map((item) => item.id), [image]);
    assert.deepEqual(read.documents.map((item) => [item.id, item.view_permission]), [[documentId, 'hidden']]);
  });

  it('a draft with missing fields appears in its owner’s and the managers’ lists with safe values, and never to investors', async () => {
    const draft = await create();
    for (const who of [tokens.entrepreneur, tokens.manager]) {
      const answer = await ctx.request('GET', `${PFP}/issuances?status=DRAFT&per_page=100`, { token: who });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const rows = v.parse(issuanceListResponseSchema, answer.body).data;
      assert.ok(rows.some((row) => row.id === draft.id));
    }
    const detail = await ctx.request('GET', `${PFP}/issuances/${draft.id}`, { token: tokens.manager });
    assert.equal(detail.status, 200);
    assert.equal((await ctx.request('GET', `${PFP}/issuances/${draft.id}`, { token: tokens.investor })).status, 404);
  });

  it('answers each cross-field rule of the token step on the field to change', async () => {
    const draft = await create();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ soft_cap: '20000.00' }, 'soft_cap', 'validator.error_soft_cap'],
      [{ min_offer: '6000.00' }, 'min_offer', 'validator.error_offer_range'],
      [{ end_date: '2027-01-09' }, 'end_date', 'validator.error_date_order'],
      [{ max_fundraising: '10000.01' }, 'max_fundraising', 'validator.error_max_fundraising_total'],
      [{ minimum_contribution: '6000.00' }, 'minimum_contribution', 'validator.error_minimum_contribution'],
    ];
    for (const [change, field, key] of cases) {
      const answer = await step(draft.id, 'token', { ...token, ...change });
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.equal(answer.body.fields[field]?.key, key, `${field}: ${JSON.stringify(answer.body.fields)}`);
    }
    const subtitle = await step(draft.id, 'basics', { ...basics(), subtitle: 'x'.repeat(50) });
    assert.equal(subtitle.status, 400);
    assert.ok(subtitle.body.fields.subtitle);
    const unknownStep = await step(draft.id, 'colours', {});
    assert.equal(unknownStep.status, 400);
    const read = (await ctx.request('GET', `${PFP}/issuances/${draft.id}/draft`, { token: tokens.entrepreneur })).body.data;
    assert.equal(read.values.price, null, 'nothing refused was stored');
  });

  it('refuses figures and days past their columns in the token step, the total for sale (price × tokens) included', async () => {
    const draft = await create();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tokens_for_sale: 2 ** 31 }, 'tokens_for_sale', 'validator.error_number_max'],
      [{ price: '99999999999999999999' }, 'price', 'validator.error_number_max'],
      [{ max_offer: '99999999999999999999' }, 'max_offer', 'validator.error_number_max'],
      [{ price: '9999999999.00', tokens_for_sale: 1_000_001 }, 'tokens_for_sale', 'validator.error_number_max'],
      [{ end_date: '10000-01-01' }, 'end_date', 'validator.error_date'],
      [{ start_date: '0001-01-01' }, 'start_date', 'validator.error_date'],
    ];
    for (const [change, field, key] of cases) {
      const answer = await step(draft.id, 'token', { ...token, ...change });
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.equal(answer.body.fields[field]?.key, key, `${field}: ${JSON.stringify(answer.body.fields)}`);
    }
    const lastDay = await step(draft.id, 'token', { ...token, end_date: '9999-12-31' });
    assert.equal(lastDay.status, 200, JSON.stringify(lastDay.body));
  });

  it('keeps slugs unique in the tenant: the availability check and 409 slug_taken on create and on save', async () => {
    const taken = 'madrid-retail-loan';
    const check = await ctx.request('GET', `${PFP}/issuances/slug-availability?slug=${taken}`, { token: tokens.entrepreneur });
    assert.deepEqual(check.body, { data: { slug: taken, available: false } });
    const free = await ctx.request('GET', `${PFP}/issuances/slug-availability?slug=nobody-has-this`, { token: tokens.entrepreneur });
    assert.equal(free.body.data.available, true);
    const created = await ctx.request('POST', `${PFP}/issuances`, { token: tokens.entrepreneur, body: basics(taken) });
    assert.equal(created.status, 409);
    assert.equal(created.body.error, 'slug_taken');
    const draft = await create();
    const own = await ctx.request('GET', `${PFP}/issuances/slug-availability?slug=${draft.values.slug}&except=${draft.id}`, { token: tokens.entrepreneur });
    assert.equal(own.body.data.available, true);
    const saved = await step(draft.id, 'basics', basics(taken));
    assert.equal(saved.status, 409);
    assert.equal(saved.body.error, 'slug_taken');
  });

  it('lets an entrepreneur edit only their own issuances: another’s answers 404 issuance_not_found', async () => {
    const draft = await create(tokens.company);
    for (const [method, suffix, body] of [
      ['GET', 'draft', undefined],
      ['PATCH', 'steps/story', story],
      ['GET', 'phase', undefined],
      ['POST', 'phase', { to: 'VALIDATING' }],
      ['GET', 'whitelist', undefined],
      ['POST', 'whitelist', { emails: ['a@example.test'] }],
      ['DELETE', 'logo', undefined],
    ] as const) {
      const answer = await ctx.request(method, `${PFP}/issuances/${draft.id}/${suffix}`, { token: tokens.entrepreneur, body });
      assert.equal(answer.status, 404, `${method} ${suffix}`);
      assert.equal(answer.body.error, 'issuance_not_found');
    }
    assert.equal((await ctx.request('GET', `${PFP}/issuances/${draft.id}/draft`, { token: tokens.manager })).status, 200);
  });

  it('changes a document’s permission and expiry, and removes documents, images and the logo with their files', async () => {
    const draft = await create();
    const documentId = await uploadDocument(draft.id);
    const imageId = await upload(draft.id, 'intro');
    await upload(draft.id, 'logo');
    const changed = await ctx.request('PATCH', `${PFP}/issuances/${draft.id}/documents/${documentId}`, {
      token: tokens.entrepreneur,
      body: { view_permission: 'public', expires_at: '2030-12-31' },
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.deepEqual(
      changed.body.data.documents.map((item: { view_permission: string; expires_at: string }) => [item.view_permission, item.expires_at]),
      [['public', '2030-12-31']],
    );
    const [stored] = await ctx.deps.db.select().from(t.files).where(eq(t.files.id, imageId));
    assert.ok(stored);
    const storedPath = path.join(ctx.deps.env.UPLOADS_DIR, stored.path);
    assert.equal(fs.existsSync(storedPath), true);

    const removedImage = await ctx.request('DELETE', `${PFP}/issuances/${draft.id}/images/${imageId}`, { token: tokens.entrepreneur });
    assert.equal(removedImage.status, 200);
    assert.deepEqual(removedImage.body.data.intro_images, []);
    assert.equal((await ctx.deps.db.select().from(t.files).where(eq(t.files.id, imageId))).length, 0);
    assert.equal(fs.existsSync(storedPath), false, 'the stored image is gone');

    const removedLogo = await ctx.request('DELETE', `${PFP}/issuances/${draft.id}/logo`, { token: tokens.entrepreneur });
    assert.equal(removedLogo.body.data.logo, null);
    assert.equal((await ctx.request('DELETE', `${PFP}/issuances/${draft.id}/logo`, { token: tokens.entrepreneur })).body.error, 'logo_not_found');
    const removedDocument = await ctx.request('DELETE', `${PFP}/issuances/${draft.id}/documents/${documentId}`, { token: tokens.entrepreneur });
    assert.equal(removedDocument.status, 200);
    assert.deepEqual(removedDocument.body.data.documents, []);
    assert.deepEqual(removedDocument.body.data.steps_done, ['basics']);
  });
});

describe('phases and the validation lock', () => {
  it('refuses to submit an incomplete draft with the missing steps', async () => {
    const draft = await create();
    const answer = await move(draft.id, 'VALIDATING', tokens.entrepreneur);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'issuance_incomplete');
    assert.deepEqual(answer.body.missing_steps, ['story', 'media', 'documents', 'token']);
    const state = await phase(draft.id, tokens.entrepreneur);
    assert.deepEqual(state.moves, [{ to: 'VALIDATING', blocked_by: ['issuance_incomplete'] }]);
  });

  it('walks an issuance from draft to campaign: the entrepreneur submits, is locked out, the manager validates and opens it; the history records it all', async () => {
    const id = await completeDraft();
    for (const to of ['PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED', 'DRAFT']) {
      const refused = await move(id, to, tokens.entrepreneur);
      assert.equal(refused.status, 403, to);
      assert.equal(refused.body.error, 'phase_transition_forbidden');
    }
    const submitted = await move(id, 'VALIDATING', tokens.entrepreneur);
    assert.equal(submitted.status, 200, JSON.stringify(submitted.body));
    assert.equal(submitted.body.data.phase, 'validating');
    assert.equal(submitted.body.data.validation, 'pending');
    assert.deepEqual(submitted.body.data.moves, []);

    // Under validation: nobody moves it, and the entrepreneur no longer edits it.
    const edit = await step(id, 'story', story);
    assert.equal(edit.status, 409);
    assert.equal(edit.body.error, 'issuance_not_editable');
    assert.equal((await ctx.request('GET', `${PFP}/issuances/${id}/draft`, { token: tokens.entrepreneur })).body.data.editable, false);
    for (const to of ['PRE_CAMPAIGN', 'DRAFT']) {
      const locked = await move(id, to, tokens.manager);
      assert.equal(locked.status, 409, to);
      assert.equal(locked.body.error, 'issuance_under_validation');
    }
    assert.equal((await move(id, 'VALIDATING', tokens.entrepreneur)).body.error, 'phase_transition_forbidden');
    const managerView = await phase(id);
    assert.deepEqual(managerView.moves, [
      { to: 'PRE_CAMPAIGN', blocked_by: ['issuance_under_validation'] },
      { to: 'DRAFT', blocked_by: ['issuance_under_validation'] },
    ]);
    assert.equal((await decide(id, { decision: 'validated' }, tokens.entrepreneur)).status, 403);

    const validated = await decide(id, { decision: 'validated' });
    assert.equal(validated.status, 200, JSON.stringify(validated.body));
    assert.equal(validated.body.data.phase, 'validated');
    assert.ok(validated.body.data.validated_at);
    assert.equal((await move(id, 'PRE_CAMPAIGN', tokens.manager)).status, 200);
    assert.equal((await move(id, 'CLOSED', tokens.manager)).body.error, 'phase_transition_not_allowed');
    const campaign = await move(id, 'CAMPAIGN', tokens.manager);
    assert.equal(campaign.body.data.status, 'CAMPAIGN');
    assert.equal((await move(id, 'PRE_CAMPAIGN', tokens.manager)).status, 200, 'a manager may go back one step');
    assert.equal((await move(id, 'CAMPAIGN', tokens.manager)).status, 200);

    const history = (await phase(id)).history;
    assert.deepEqual(
      history.map((entry) => [entry.action, entry.detail]).slice(0, 6),
      [
        ['phase_changed', 'PRE_CAMPAIGN → CAMPAIGN'],
        ['phase_changed', 'CAMPAIGN → PRE_CAMPAIGN'],
        ['phase_changed', 'PRE_CAMPAIGN → CAMPAIGN'],
        ['phase_changed', 'VALIDATING → PRE_CAMPAIGN'],
        ['validated', null],
        ['phase_changed', 'DRAFT → VALIDATING'],
      ],
    );
    assert.ok(history.some((entry) => entry.action === 'created' && entry.by.name !== ''));
    assert.ok(history.some((entry) => entry.action === 'step_saved' && entry.detail === 'token'));
    assert.ok(history.some((entry) => entry.action === 'logo_changed'));
    assert.ok(history.some((entry) => entry.action === 'document_added'));

    // An investor now sees it in the list.
    const listed = await ctx.request('GET', `${PFP}/issuances?per_page=100&status=CAMPAIGN`, { token: tokens.investor });
    assert.ok(v.parse(issuanceListResponseSchema, listed.body).data.some((row) => row.id === id));
  });

  it('a rejection returns the issuance to DRAFT with the message, e-mails the owner in their language, and the entrepreneur edits and submits again', async () => {
    const owner = await userByEmail(ctx, 'entrepreneur@demo.test');
    await ctx.deps.db.update(t.users).set({ language: 'en' }).where(eq(t.users.id, owner.id));
    const id = await completeDraft();
    assert.equal((await move(id, 'VALIDATING', tokens.entrepreneur)).status, 200);
    assert.equal((await decide(id, { decision: 'rejected' })).status, 400, 'a rejection needs its message');
    const rejected = await decide(id, { decision: 'rejected', message: 'The projections lack a source' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.status, 'DRAFT');
    assert.equal(rejected.body.data.validation, 'rejected');
    assert.equal(rejected.body.data.validation_message, 'The projections lack a source');
    assert.equal(rejected.body.data.history[0].action, 'validation_rejected');

    const mails = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, owner.email));
    const mail = mails.find((item) => item.meta.purpose === 'issuance_rejected' && item.meta.issuance_id === id);
    assert.ok(mail, 'the owner is e-mailed');
    assert.match(mail.subject, /needs changes/);
    assert.match(mail.text, /The projections lack a source/);
    const mailbox = await ctx.request('GET', '/dev/mailbox.json', { address: '127.0.0.1' });
    assert.ok(JSON.stringify(mailbox.body).includes('The projections lack a source'), 'the dev mailbox shows it');

    assert.equal((await step(id, 'story', { ...story, projections: 'Source: the town hall' })).status, 200);
    assert.equal((await move(id, 'VALIDATING', tokens.entrepreneur)).status, 200);
    const again = await decide(id, { decision: 'validated', message: 'Thanks' });
    assert.equal(again.body.data.validation, 'validated');
    const spanishOwner = await userByEmail(ctx, 'company@demo.test');
    await ctx.deps.db.update(t.users).set({ language: 'es' }).where(eq(t.users.id, spanishOwner.id));
    const companyIssuance = await completeDraft(tokens.company);
    await move(companyIssuance, 'VALIDATING', tokens.company);
    await decide(companyIssuance, { decision: 'validated' });
    const spanish = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, spanishOwner.email));
    assert.ok(spanish.some((item) => item.meta.issuance_id === companyIssuance && /validado/.test(item.subject)));
  });

  it('refuses a validation decision on an issuance not under validation', async () => {
    const draft = await create();
    const answer = await decide(draft.id, { decision: 'validated' });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'issuance_not_under_validation');
  });

  it('lets a manager submit a complete draft too, but not an incomplete one, nor skip a status', async () => {
    const incomplete = await create(tokens.manager);
    assert.equal((await move(incomplete.id, 'VALIDATING', tokens.manager)).body.error, 'issuance_incomplete');
    const id = await completeDraft(tokens.manager);
    assert.equal((await move(id, 'PRE_CAMPAIGN', tokens.manager)).body.error, 'phase_transition_not_allowed');
    assert.equal((await move(id, 'VALIDATING', tokens.manager)).status, 200);
  });
});

describe('fields locked by orders', () => {
  it('refuses to change price or tokens for sale once the issuance has orders, and saves the rest', async () => {
    // Solar Park Almería is past its soft cap: it has paid orders.
    const issuance = await issuanceBySlug(ctx, 'solar-park-almeria');
    const draft = v.parse(issuanceDraftResponseSchema, (await ctx.request('GET', `${PFP}/issuances/${issuance.id}/draft`, { token: tokens.manager })).body).data;
    assert.deepEqual(draft.locked_fields, ['price', 'tokens_for_sale']);
    const values = draft.values;
    const body = Object.fromEntries(
      Object.entries({
        token_name: values.token_name,
        token_symbol: values.token_symbol,
        token_acronym: values.token_acronym,
        price: values.price,
        tokens_for_sale: values.tokens_for_sale,
        min_offer: values.min_offer,
        max_offer: values.max_offer,
        soft_cap: values.soft_cap,
        max_fundraising: values.max_fundraising,
        minimum_contribution: values.minimum_contribution,
        equity: values.equity === null ? null : Number(values.equity),
        premoney: values.premoney,
        start_date: values.start_date,
        end_date: values.end_date,
        expiry_date: values.expiry_date,
        smart_contract_address: values.smart_contract_address,
      }).filter(([, value]) => value !== null),
    );
    const locked = await step(issuance.id, 'token', { ...body, price: '999.00', tokens_for_sale: (values.tokens_for_sale ?? 0) + 1 }, tokens.manager);
    assert.equal(locked.status, 409, JSON.stringify(locked.body));
    assert.equal(locked.body.error, 'issuance_fields_locked');
    assert.deepEqual(locked.body.fields, ['price', 'tokens_for_sale']);
    const saved = await step(issuance.id, 'token', { ...body, token_name: 'Renamed' }, tokens.manager);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.values.token_name, 'Renamed');
  });

  it('leaves an issuance with only declared interests unlocked', async () => {
    const id = await completeDraft(tokens.manager);
    await move(id, 'VALIDATING', tokens.manager);
    await decide(id, { decision: 'validated' });
    await move(id, 'PRE_CAMPAIGN', tokens.manager);
    const slug = (await ctx.request('GET', `${PFP}/issuances/${id}/draft`, { token: tokens.manager })).body.data.values.slug;
    const declared = await ctx.request('POST', `${PFP}/invest/${slug}/interests`, { token: tokens.investor, body: { amount: '200.00' } });
    assert.equal(declared.status, 201, JSON.stringify(declared.body));
    assert.deepEqual((await ctx.request('GET', `${PFP}/issuances/${id}/draft`, { token: tokens.manager })).body.data.locked_fields, []);
    assert.equal((await step(id, 'token', { ...token, price: '20.00' }, tokens.manager)).status, 200);
  });
});

describe('whitelist', () => {
  it('adds e-mails lower-cased, counts the ones already listed, removes them, and records each change', async () => {
    const id = await completeDraft();
    const added = await ctx.request('POST', `${PFP}/issuances/${id}/whitelist`, {
      token: tokens.entrepreneur,
      body: { emails: ['Investor@Demo.test', 'new@example.test', 'investor@demo.test'] },
    });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const body = v.parse(whitelistAddResponseSchema, added.body).data;
    assert.equal(body.added, 2);
    assert.equal(body.already_listed, 1);
    assert.deepEqual(body.entries.map((entry) => [entry.email, entry.registered]).sort(), [
      ['investor@demo.test', true],
      ['new@example.test', false],
    ]);
    const again = await ctx.request('POST', `${PFP}/issuances/${id}/whitelist`, { token: tokens.manager, body: { emails: ['NEW@example.test'] } });
    assert.deepEqual([again.body.data.added, again.body.data.already_listed], [0, 1]);
    const invalid = await ctx.request('POST', `${PFP}/issuances/${id}/whitelist`, { token: tokens.manager, body: { emails: ['not-an-email'] } });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.fields.emails?.key, 'validator.error_email_array');

    const tooMany = Array.from({ length: 1001 }, (_, index) => `bulk-${index}@example.test`);
    const refused = await ctx.request('POST', `${PFP}/issuances/${id}/whitelist`, { token: tokens.manager, body: { emails: tooMany } });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.body, { max: 1000, error: 'whitelist_too_large', hide_error: false });

    const entry = body.entries.find((item) => item.email === 'new@example.test');
    assert.ok(entry);
    const removed = await ctx.request('DELETE', `${PFP}/issuances/${id}/whitelist/${entry.id}`, { token: tokens.entrepreneur });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body.data.entries.map((item: { email: string }) => item.email), ['investor@demo.test']);
    assert.equal((await ctx.request('DELETE', `${PFP}/issuances/${id}/whitelist/${entry.id}`, { token: tokens.entrepreneur })).status, 404);
    const history = (await phase(id)).history.filter((item) => item.action === 'whitelist_changed').map((item) => item.detail);
    assert.deepEqual(history, ['-new@example.test', '+2']);
  });

  it('lets only listed investors declare interest in or order a whitelisted round: others get 403 not_whitelisted', async () => {
    const issuance = await issuanceBySlug(ctx, 'fleet-leasing-pool');
    const listed = await newInvestor(ctx, { onboarded: true, sophisticated: true });
    const other = await newInvestor(ctx, { onboarded: true, sophisticated: true });
    const order = (who: string) =>
      ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/orders`, { token: who, body: { tokens: 1, ...ACKS }, headers: { 'Idempotency-Key': randomUUID() } });
    const add = await ctx.request('POST', `${PFP}/issuances/${issuance.id}/whitelist`, { token: tokens.manager, body: { emails: [listed.email.toUpperCase()] } });
    assert.equal(add.status, 200);

    const refused = await order(other.token);
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { error: 'not_whitelisted', hide_error: false });
    const interest = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/interests`, { token: other.token, body: { amount: '40.00' } });
    assert.equal(interest.status, 403);
    assert.equal(interest.body.error, 'not_whitelisted');
    assert.equal((await order(listed.token)).status, 201);

    // Emptying the whitelist opens the round to everyone again.
    const entries = (await ctx.request('GET', `${PFP}/issuances/${issuance.id}/whitelist`, { token: tokens.manager })).body.data.entries;
    for (const entry of entries) await ctx.request('DELETE', `${PFP}/issuances/${issuance.id}/whitelist/${entry.id}`, { token: tokens.manager });
    assert.equal((await order(other.token)).status, 201);
  });
});
