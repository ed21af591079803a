import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_PATH } from '../../kyc/sandbox-kyc.js';
import { newInvestor, PDF, userByEmail } from '../../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
// The sandbox would answer by itself after ten minutes: the tests make it answer when they say.
before(async () => {
  ctx = await createTestContext({ KYC_SANDBOX_DELAY_MS: '600000' });
});
after(() => ctx.close());

const PFP = '/api/v2/pfp';
/** The suitability test is below the plain version-2 path (spec section 7). */
const PLAIN_V2 = '/api/v2';
const RIGHT = [true, false, true, true, false, true, false];
const WRONG = RIGHT.map((answer) => !answer);

describe('suitability test', () => {
  it('gives the seven question ids and the pass mark, never the answers', async () => {
    const fresh = await newInvestor(ctx);
    const test = await ctx.request('GET', `${PLAIN_V2}/suitability-test`, { token: fresh.token });
    assert.equal(test.status, 200);
    assert.deepEqual(test.body.data, { questions: ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'].map((id) => ({ id })), pass_mark: 5, retries: 1 });
  });

  it('passes with five right answers of seven, and is not taken again', async () => {
    const fresh = await newInvestor(ctx);
    const fiveRight = [...RIGHT.slice(0, 5), ...WRONG.slice(5)];
    const passed = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test`, { token: fresh.token, body: { answers: fiveRight } });
    assert.equal(passed.status, 200);
    assert.deepEqual([passed.body.data.result, passed.body.data.score, passed.body.data.done], ['pass', 5, true]);
    const again = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test`, { token: fresh.token, body: { answers: RIGHT } });
    assert.deepEqual([again.status, again.body.error], [409, 'suitability_already_passed']);
  });

  it('offers one retry after a fail, then only the declaration Declaro', async () => {
    const fresh = await newInvestor(ctx);
    const take = () => ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test`, { token: fresh.token, body: { answers: WRONG } });
    const first = await take();
    assert.deepEqual([first.body.data.result, first.body.data.can_retry, first.body.data.declaration_available], ['fail', true, true]);
    const second = await take();
    assert.deepEqual([second.body.data.attempts, second.body.data.can_retry, second.body.data.done], [2, false, false]);
    const third = await take();
    assert.deepEqual([third.status, third.body.error], [409, 'suitability_attempts_exhausted']);
    const wrongWord = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test/declaration`, { token: fresh.token, body: { declaration: 'Acepto' } });
    assert.equal(wrongWord.status, 400);
    assert.equal(wrongWord.body.fields.declaration.key, 'validator.error_declaration');
    const declared = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test/declaration`, { token: fresh.token, body: { declaration: 'declaro' } });
    assert.equal(declared.status, 200);
    assert.equal(declared.body.data.done, true);
  });

  it('needs no declaration before a fail', async () => {
    const fresh = await newInvestor(ctx);
    const early = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test/declaration`, { token: fresh.token, body: { declaration: 'Declaro' } });
    assert.deepEqual([early.status, early.body.error], [409, 'suitability_declaration_not_needed']);
  });

  it('refuses fewer than seven answers', async () => {
    const fresh = await newInvestor(ctx);
    const answer = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test`, { token: fresh.token, body: { answers: RIGHT.slice(1) } });
    assert.equal(answer.status, 400);
  });
});

describe('investor type, data pages and drafts', () => {
  it('asks for Declaro to be treated as sophisticated', async () => {
    const fresh = await newInvestor(ctx);
    const refused = await ctx.request('PUT', `${PFP}/users/me/investor-type`, { token: fresh.token, body: { person_type: 'natural', sophisticated: true } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.fields.declaration.key, 'validator.error_declaration');
    const saved = await ctx.request('PUT', `${PFP}/users/me/investor-type`, { token: fresh.token, body: { person_type: 'natural', sophisticated: true, declaration: 'Declaro' } });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.data.sophisticated, true);
    assert.deepEqual(saved.body.data.completed, ['TYPE_OF_INVESTMENT']);
  });

  it('keeps what was typed on a page across devices until the page is saved', async () => {
    const fresh = await newInvestor(ctx);
    const draft = { name: 'Nora', phone: '+34 600' };
    const put = await ctx.request('PUT', `${PFP}/users/me/onboarding/drafts/account-information`, { token: fresh.token, body: { values: draft } });
    assert.equal(put.status, 200);
    await ctx.request('PUT', `${PFP}/users/me/onboarding/drafts/initial-test`, { token: fresh.token, body: { values: { answers: [true] } } });
    const otherDevice = await ctx.login(fresh.email);
    const read = await ctx.request('GET', `${PFP}/users/me/onboarding`, { token: otherDevice });
    assert.deepEqual(read.body.data.drafts, { 'account-information': draft, 'initial-test': { answers: [true] } });
    await ctx.request('PUT', `${PFP}/users/me/personal-data`, { token: fresh.token, body: { name: 'Nora', surname: 'Nueva', phone: '+34600111222', birthday: '1990-01-31' } });
    const after = await ctx.request('GET', `${PFP}/users/me/onboarding`, { token: otherDevice });
    assert.deepEqual(after.body.data.drafts, { 'initial-test': { answers: [true] } });
    assert.equal(after.body.data.personal_data.name, 'Nora');
  });

  it('refuses a draft above 16 KB, one nested deeper than a form, and a page that has none', async () => {
    const fresh = await newInvestor(ctx);
    const big = await ctx.request('PUT', `${PFP}/users/me/onboarding/drafts/identification`, { token: fresh.token, body: { values: { text: 'x'.repeat(17_000) } } });
    assert.deepEqual([big.status, big.body.error], [413, 'draft_too_large']);
    const nested = `${'['.repeat(5000)}"deep"${']'.repeat(5000)}`;
    const deep = await ctx.request('PUT', `${PFP}/users/me/onboarding/drafts/identification`, {
      token: fresh.token,
      rawBody: `{"values":{"nested":${nested}}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    assert.deepEqual([deep.status, deep.body.fields], [400, { values: { key: 'validator.form_field_invalid' } }]);
    const unknown = await ctx.request('PUT', `${PFP}/users/me/onboarding/drafts/sign`, { token: fresh.token, body: { values: {} } });
    assert.equal(unknown.status, 400);
  });

  it('refuses legal data of another person type than the one chosen', async () => {
    const fresh = await newInvestor(ctx);
    const answer = await ctx.request('PUT', `${PFP}/users/me/additional-data`, {
      token: fresh.token,
      body: {
        legal: { person_type: 'legal', first_name: 'A', last_name: 'B', id_number: '12345678Z', birthday: '1990-01-31', nationality: 'ES', address: 'C', city: 'M', postal_code: '28001', province: 'M', country_of_residence: 'ES' },
        banking: { account_holder: 'A B', iban: 'ES9121000418450200051332' },
        additional: { politically_exposed: false, source_of_funds: 'salary' },
      },
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, { 'legal.person_type': { key: 'validator.form_field_invalid' } });
  });
});

describe('loss-bearing capacity', () => {
  it('refuses figures too large for the columns, and a net worth that would not fit either', async () => {
    const investor = await newInvestor(ctx);
    const simulate = (figures: Record<string, unknown>) =>
      ctx.request('POST', `${PFP}/users/me/loss-bearing-capacity`, { token: investor.token, body: { annual_income: '40000', liquid_assets: '20000.00', financial_commitments: '10000', ...figures } });
    const keys = (answer: { status: number; body: { fields?: Record<string, { key: string }> } }) => [
      answer.status,
      Object.fromEntries(Object.entries(answer.body.fields ?? {}).map(([field, error]) => [field, error.key])),
    ];
    assert.deepEqual(keys(await simulate({ liquid_assets: '99999999999999999999' })), [400, { liquid_assets: 'validator.error_number_max' }]);
    assert.deepEqual(keys(await simulate({ annual_income: 1e20 })), [400, { annual_income: 'validator.error_number_max' }]);
    assert.deepEqual(keys(await simulate({ annual_income: '9999999999999999.99', liquid_assets: '0.01' })), [400, { liquid_assets: 'validator.error_number_max' }]);
    const largest = await simulate({ annual_income: '9999999999999999.99', liquid_assets: '0', financial_commitments: '0' });
    assert.equal(largest.status, 200, JSON.stringify(largest.body));
    assert.equal(largest.body.data.net_worth, '9999999999999999.99');
  });
});

describe('KYC through the sandbox provider', () => {
  function identity(name: string): FormData {
    const form = new FormData();
    form.append('IDENTITY_PROOF', new Blob([PDF], { type: 'application/pdf' }), name);
    return form;
  }
  const submit = (token: string, form: FormData) => ctx.request('POST', `${PFP}/users/me/kyc`, { token, form });
  const statusOf = async (email: string) => (await userByEmail(ctx, email)).kycStatus;

  async function checkOf(email: string) {
    const user = await userByEmail(ctx, email);
    const [check] = await ctx.deps.db.select().from(t.kycChecks).where(eq(t.kycChecks.userId, user.id));
    assert.ok(check);
    return check;
  }

  it('keeps the documents, answers pending, and moves to success when the signed notification arrives', async () => {
    const fresh = await newInvestor(ctx);
    const sent = await submit(fresh.token, identity('passport.pdf'));
    assert.equal(sent.status, 202, JSON.stringify(sent.body));
    assert.deepEqual([sent.body.data.kyc_status, sent.body.data.documents], ['pending', [{ type: 'IDENTITY_PROOF', name: 'passport.pdf', issued_on: null }]]);
    assert.equal(await statusOf(fresh.email), 'pending');
    const check = await checkOf(fresh.email);
    const [file] = await ctx.deps.db.select().from(t.files).where(eq(t.files.id, check.documents[0]?.fileId ?? ''));
    assert.equal(file?.purpose, 'kyc');
    await ctx.deps.kycSandbox.flush();
    assert.equal(await statusOf(fresh.email), 'success');
  });

  it('refuses a notification whose signature is wrong, and processes a retried one once', async () => {
    const fresh = await newInvestor(ctx);
    await submit(fresh.token, identity('id-card.pdf'));
    const check = await checkOf(fresh.email);
    const pending = ctx.deps.kycSandbox.pendingNotification(check.reference);
    assert.ok(pending);
    const post = (body: string, signature: string) =>
      ctx.request('POST', SANDBOX_WEBHOOK_PATH, { rawBody: body, headers: { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature } });
    const forged = await post(pending.body.replace('SUCCESS', 'ERROR'), pending.signature);
    assert.deepEqual([forged.status, forged.body.error], [401, 'invalid_signature']);
    const unsigned = await post(pending.body, '');
    assert.equal(unsigned.status, 401);
    assert.equal(await statusOf(fresh.email), 'pending');

    const first = await post(pending.body, pending.signature);
    assert.deepEqual(first.body.data, { processed: true, kyc_status: 'success' });
    // A manager's later decision must not be undone by the provider retrying the same notification.
    await ctx.deps.db.update(t.users).set({ kycStatus: 'manual_error' }).where(eq(t.users.email, fresh.email));
    const retried = await post(pending.body, pending.signature);
    assert.deepEqual([retried.status, retried.body.data], [200, { processed: false, kyc_status: null }]);
    assert.equal(await statusOf(fresh.email), 'manual_error');
  });

  it("answers by the test file's name: error refused, manual for a person to review", async () => {
    const refused = await newInvestor(ctx);
    const manual = await newInvestor(ctx);
    await submit(refused.token, identity('error-passport.pdf'));
    await submit(manual.token, identity('manual-review.pdf'));
    await ctx.deps.kycSandbox.flush();
    assert.equal(await statusOf(refused.email), 'error');
    assert.equal(await statusOf(manual.email), 'manual_error');
    // Refused: identification is due again, and a new submission is taken.
    const again = await submit(refused.token, identity('passport.pdf'));
    assert.equal(again.status, 202);
  });

  it('refuses a second submission while one is pending, and a file that is neither a PDF nor an image', async () => {
    const fresh = await newInvestor(ctx);
    const form = new FormData();
    form.append('IDENTITY_PROOF', new Blob(['<html></html>'], { type: 'application/pdf' }), 'passport.pdf');
    const notPdf = await submit(fresh.token, form);
    assert.equal(notPdf.status, 400);
    assert.deepEqual(notPdf.body.fields, { IDENTITY_PROOF: { key: 'validator.form_field_invalid' } });
    assert.equal((await submit(fresh.token, identity('passport.pdf'))).status, 202);
    const twice = await submit(fresh.token, identity('passport.pdf'));
    assert.deepEqual([twice.status, twice.body.error], [409, 'kyc_pending_validation']);
  });

  describe('a legal person', () => {
    const company = {
      organization_name: 'Nueva Inversión S.L.',
      tax_id: 'B1234567',
      activity: 'Holding',
      contact_email: 'board@nueva.test',
      representative_name: 'Nora',
      representative_surname: 'Nueva',
      representative_id_number: '12345678Z',
      representation: 'sole_administrator',
      nationality: 'ES',
      birthplace_city: 'Madrid',
      birthplace_country: 'ES',
      address: 'Calle Sol 1',
      city: 'Madrid',
      postal_code: '28001',
      province: 'Madrid',
      country_of_residence: 'ES',
      has_significant_partners: true,
      partners: [{ name: 'Pedro', surname: 'Socio', id_number: '87654321X', share: 40 }],
    };
    function companyForm(issuedOn: string, partners = company.partners): FormData {
      const form = new FormData();
      form.append('company', JSON.stringify({ ...company, partners }));
      for (const type of ['IDENTITY_PROOF', 'REGISTRATION_PROOF', 'ARTICLES_OF_ASSOCIATION', 'SHAREHOLDER_DECLARATION']) {
        form.append(type, new Blob([PDF], { type: 'application/pdf' }), `${type.toLowerCase()}.pdf`);
        if (type !== 'IDENTITY_PROOF') form.append(`${type}_issued_on`, issuedOn);
      }
      return form;
    }
    const daysAgo = (days: number) => new Date(ctx.deps.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);

    it('sends the company, its partners above 25% and the four documents issued within three months', async () => {
      const fresh = await newInvestor(ctx, { personType: 'legal' });
      const sent = await submit(fresh.token, companyForm(daysAgo(10)));
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      assert.equal(sent.body.data.documents.length, 4);
      const [row] = await ctx.deps.db.select().from(t.companies).where(eq(t.companies.userId, fresh.id));
      assert.equal(row?.organisationName, 'Nueva Inversión S.L.');
      assert.deepEqual(row?.seniorPartners, [{ name: 'Pedro', surname: 'Socio', id_number: '87654321X', percentage: 40 }]);
    });

    it('refuses company documents older than three months, and significant partners left unlisted', async () => {
      const fresh = await newInvestor(ctx, { personType: 'legal' });
      const old = await submit(fresh.token, companyForm(daysAgo(100)));
      assert.equal(old.status, 400);
      assert.equal(old.body.fields.REGISTRATION_PROOF_issued_on.key, 'validator.error_document_too_old');
      const unlisted = await submit(fresh.token, companyForm(daysAgo(10), []));
      assert.equal(unlisted.status, 400);
      assert.equal(unlisted.body.fields['company.partners'].key, 'validator.error_partners_required');
    });

    it('asks for every document, one file each', async () => {
      const fresh = await newInvestor(ctx, { personType: 'legal' });
      const answer = await submit(fresh.token, identity('passport.pdf'));
      assert.equal(answer.status, 400);
      assert.equal(answer.body.fields.REGISTRATION_PROOF.key, 'validator.error_null');
    });
  });
});

describe('the sandbox answers by itself after its delay', () => {
  it('moves the KYC to success without anybody asking', async () => {
    const quick = await createTestContext({ KYC_SANDBOX_DELAY_MS: '20' });
    try {
      const fresh = await newInvestor(quick);
      const form = new FormData();
      form.append('IDENTITY_PROOF', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
      assert.equal((await quick.request('POST', `${PFP}/users/me/kyc`, { token: fresh.token, form })).status, 202);
      let status = 'pending';
      for (let tries = 0; tries < 100 && status === 'pending'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await userByEmail(quick, fresh.email)).kycStatus;
      }
      assert.equal(status, 'success');
    } finally {
      await quick.close();
    }
  });
});
