import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { customize, issuanceBySlug, newInvestor, PDF, tenantIdOf, userByEmail } from '../../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { png } from '../../test/payment-fixtures.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext({ KYC_SANDBOX_DELAY_MS: '600000' });
});
after(() => ctx.close());

const PFP = '/api/v2/pfp';
const ACCOUNT = `${PFP}/users/me/account`;
const put = (section: string, token: string, body: unknown) => ctx.request('PUT', `${ACCOUNT}/${section}`, { token, body });
const keysOf = (response: { body: { fields?: Record<string, { key: string }> } }) => Object.fromEntries(Object.entries(response.body.fields ?? {}).map(([field, error]) => [field, error.key]));

const address = { address: 'Calle Mayor 1', city: 'Madrid', postal_code: '28001', province: 'Madrid', country_of_residence: 'España' };
const personal = { name: 'Ana', surname: 'Núñez', phone: '+34600111222', birthday: '1990-05-17' };
const legal = { person_type: 'natural', first_name: 'Ana', last_name: 'Núñez', id_number: '12345678Z', birthday: '1990-05-17', nationality: 'España', ...address };
const banking = { account_holder: 'Ana Núñez', iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX' };
const partner = { name: 'Luis', surname: 'Gil', id_number: '87654321X', share: 40 };
const company = {
  organization_name: 'Acme SL',
  tax_id: 'B12345678',
  activity: 'Software',
  contact_email: 'hello@acme.test',
  representative_name: 'Ana',
  representative_surname: 'Núñez',
  representative_id_number: '12345678Z',
  representation: 'sole_administrator',
  nationality: 'España',
  birthplace_city: 'Madrid',
  birthplace_country: 'España',
  ...address,
  has_significant_partners: true,
  partners: [partner],
};

describe('GET /users/me/account', () => {
  it("answers an investor's every section, company and partners null for a natural person", async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const account = await ctx.request('GET', ACCOUNT, { token: investor.token });
    assert.equal(account.status, 200);
    const data = account.body.data;
    assert.equal(data.area, 'investor');
    for (const section of ['suitability', 'wallet', 'investor_profile', 'beneficiaries', 'user_type']) assert.notEqual(data[section], null, section);
    assert.deepEqual([data.company, data.partners], [null, null]);
    assert.deepEqual(data.identification.required_documents, ['IDENTITY_PROOF']);
    assert.deepEqual(data.preferences, { language: null, commercial_communications: data.personal.commercial_communications });
  });

  it('shapes the entrepreneur and manager accounts without the investor sections', async () => {
    for (const [email, area] of [
      // The demo entrepreneur is an investor too (secondary role): the company one is not.
      ['company@demo.test', 'issuer'],
      ['manager@demo.test', 'manager'],
    ] as const) {
      const account = await ctx.request('GET', ACCOUNT, { token: await ctx.login(email) });
      assert.equal(account.status, 200);
      const data = account.body.data;
      assert.equal(data.area, area);
      for (const section of ['suitability', 'wallet', 'investor_profile', 'additional', 'beneficiaries', 'user_type']) assert.equal(data[section], null, `${email} ${section}`);
      assert.ok(data.personal && data.legal && data.banking && data.identification, email);
    }
  });
});

describe('each section validates with the shared rules and saves what a reload shows', () => {
  it('personal data: a birthday that does not exist is refused with validator.error_date; valid data is saved', async () => {
    const investor = await newInvestor(ctx);
    const bad = await put('personal', investor.token, { ...personal, birthday: '1990-02-30' });
    assert.deepEqual([bad.status, keysOf(bad)], [400, { birthday: 'validator.error_date' }]);
    const saved = await put('personal', investor.token, { ...personal, gender: 'female' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.gender, 'female');
    const reloaded = await ctx.request('GET', ACCOUNT, { token: investor.token });
    assert.deepEqual([reloaded.body.data.personal.name, reloaded.body.data.personal.birthday], ['Ana', '1990-05-17']);
  });

  it('personal data: the extra fields a tenant hides (hide.extraFields) are neither kept nor shown', async () => {
    const investor = await newInvestor(ctx);
    await customize(ctx, { hide: { extraFields: true } });
    try {
      const saved = await put('personal', investor.token, { ...personal, gender: 'female' });
      assert.equal(saved.status, 200);
      assert.equal(saved.body.data.gender, null);
      // What was stored before stays: the hidden field was not asked, so it is not overwritten.
      assert.notEqual((await userByEmail(ctx, investor.email)).gender, 'female');
    } finally {
      await customize(ctx, { hide: { extraFields: false } });
    }
  });

  it('legal data: the ID number is checked, and the person type must be the user type', async () => {
    const investor = await newInvestor(ctx);
    const bad = await put('legal', investor.token, { ...legal, id_number: '1' });
    assert.deepEqual([bad.status, keysOf(bad)], [400, { id_number: 'validator.error_id_number' }]);
    const otherType = await put('legal', investor.token, { ...legal, person_type: 'legal' });
    assert.deepEqual(keysOf(otherType), { person_type: 'validator.form_field_invalid' });
    const saved = await put('legal', investor.token, legal);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.id_number, '12345678Z');
  });

  it('banking: IBAN and BIC are checked by their checksum and shape, and the IBAN is stored without spaces', async () => {
    const investor = await newInvestor(ctx);
    const wrongDigit = await put('banking', investor.token, { ...banking, iban: 'ES91 2100 0418 4502 0005 1333' });
    assert.deepEqual([wrongDigit.status, keysOf(wrongDigit)], [400, { iban: 'validator.error_iban' }]);
    const wrongBic = await put('banking', investor.token, { ...banking, bic: 'CAIX12' });
    assert.deepEqual(keysOf(wrongBic), { bic: 'validator.error_bic' });
    const saved = await put('banking', investor.token, { ...banking, iban: 'de89 3704 0044 0532 0130 00' });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual([saved.body.data.iban, saved.body.data.bic], ['DE89370400440532013000', 'CAIXESBBXXX']);
  });

  it('additional data, investor profile and user type reuse the onboarding rules', async () => {
    const investor = await newInvestor(ctx);
    const badAdditional = await put('additional', investor.token, { politically_exposed: false, source_of_funds: 'lottery' });
    assert.deepEqual(keysOf(badAdditional), { source_of_funds: 'validator.form_field_invalid' });
    assert.equal((await put('additional', investor.token, { politically_exposed: false, source_of_funds: 'salary' })).status, 200);

    const profile = await put('investor-profile', investor.token, { annual_income: '50000.00', liquid_assets: '20000.00', financial_commitments: '10000.00' });
    assert.equal(profile.status, 200, JSON.stringify(profile.body));
    assert.deepEqual([profile.body.data.loss_bearing.net_worth, profile.body.data.loss_bearing.capacity], ['60000.00', '6000.00']);

    const noWord = await put('user-type', investor.token, { person_type: 'natural', sophisticated: true });
    assert.deepEqual(keysOf(noWord), { declaration: 'validator.error_declaration' });
    const typed = await put('user-type', investor.token, { person_type: 'natural', sophisticated: true, declaration: 'Declaro' });
    assert.deepEqual(typed.body.data, { person_type: 'natural', sophisticated: true, legal_type_allowed: true });
  });

  it('personal data: a name with markup, a direction override or full-width markup is refused as unsafe', async () => {
    const investor = await newInvestor(ctx);
    for (const name of ['"><b>x</b>', 'Ana\u202egpj.exe', '\uff1cscript\uff1ealert(1)', 'Ana\u2066'] as const) {
      const refused = await put('personal', investor.token, { ...personal, name });
      assert.deepEqual([refused.status, keysOf(refused)], [400, { name: 'validator.error_unsafe_text' }], name);
    }
    const arabic = await put('personal', investor.token, { ...personal, name: 'ليلى' });
    assert.equal(arabic.status, 200, JSON.stringify(arabic.body));
  });

  it('investor profile: figures too large for the columns are refused, the net worth they add up to too', async () => {
    const investor = await newInvestor(ctx);
    const profile = { annual_income: '50000.00', liquid_assets: '20000.00', financial_commitments: '10000.00' };
    const twentyDigits = await put('investor-profile', investor.token, { ...profile, annual_income: '99999999999999999999' });
    assert.deepEqual([twentyDigits.status, keysOf(twentyDigits)], [400, { annual_income: 'validator.error_number_max' }]);
    const asNumber = await put('investor-profile', investor.token, { ...profile, financial_commitments: 1e20 });
    assert.deepEqual([asNumber.status, keysOf(asNumber)], [400, { financial_commitments: 'validator.error_number_max' }]);
    const sum = await put('investor-profile', investor.token, { ...profile, annual_income: '9000000000000000.00', liquid_assets: '9000000000000000.00' });
    assert.deepEqual([sum.status, keysOf(sum)], [400, { liquid_assets: 'validator.error_number_max' }]);
  });

  it('user type: a tenant hiding the legal type (hide.legalTypeInvestor) refuses it', async () => {
    const investor = await newInvestor(ctx, { host: 'exeu.localhost' });
    const refused = await ctx.request('PUT', `${ACCOUNT}/user-type`, { token: investor.token, host: 'exeu.localhost', body: { person_type: 'legal', sophisticated: false } });
    assert.deepEqual([refused.status, keysOf(refused)], [400, { person_type: 'validator.form_field_invalid' }]);
  });

  it('wallet: 40 hex characters, stored with its 0x', async () => {
    const investor = await newInvestor(ctx);
    const bad = await put('wallet', investor.token, { wallet_address: '0x123' });
    assert.deepEqual(keysOf(bad), { wallet_address: 'validator.error_wallet_address' });
    const saved = await put('wallet', investor.token, { wallet_address: 'a'.repeat(40) });
    assert.deepEqual(saved.body.data, { wallet_address: `0x${'a'.repeat(40)}`, verified_at: null });
    const again = await put('wallet', investor.token, { wallet_address: `0x${'b'.repeat(40)}` });
    assert.equal(again.status, 200);
    const account = await ctx.request('GET', ACCOUNT, { token: investor.token });
    assert.deepEqual(account.body.data.wallet, { wallet_address: `0x${'b'.repeat(40)}`, verified_at: null });
  });

  it('beneficiaries: shares above 100 % together are refused; the list is replaced', async () => {
    const investor = await newInvestor(ctx);
    const beneficiary = { name: 'Luis', surname: 'Núñez', id_number: '12345678Z', relationship: 'son', share: 60 };
    const over = await put('beneficiaries', investor.token, { beneficiaries: [beneficiary, beneficiary] });
    assert.deepEqual(keysOf(over), { beneficiaries: 'validator.error_number_max' });
    const saved = await put('beneficiaries', investor.token, { beneficiaries: [beneficiary] });
    assert.deepEqual(saved.body.data, [beneficiary]);
  });

  it('public name and preferences', async () => {
    const token = await ctx.login('entrepreneur@demo.test');
    assert.deepEqual(keysOf(await put('public-name', token, { public_name: 'A' })), { public_name: 'validator.error_string_min' });
    assert.deepEqual((await put('public-name', token, { public_name: 'Solar Ventures' })).body.data, { public_name: 'Solar Ventures' });
    const language = await ctx.request('PATCH', `${ACCOUNT}/preferences`, { token, body: { language: 'fr' } });
    assert.deepEqual(keysOf(language), { language: 'validator.form_field_invalid' });
    const nothing = await ctx.request('PATCH', `${ACCOUNT}/preferences`, { token, body: {} });
    assert.equal(nothing.status, 400);
    const saved = await ctx.request('PATCH', `${ACCOUNT}/preferences`, { token, body: { language: 'en', commercial_communications: true } });
    assert.deepEqual(saved.body.data, { language: 'en', commercial_communications: true });
  });
});

describe('company and partners (legal persons)', () => {
  it('a legal person saves the company with two partners above 25 %, then the partners alone', async () => {
    const investor = await newInvestor(ctx, { personType: 'legal' });
    const missing = await put('company', investor.token, { ...company, partners: [] });
    assert.deepEqual(keysOf(missing), { partners: 'validator.error_partners_required' });
    const early = await put('partners', investor.token, { has_significant_partners: true, partners: [partner] });
    assert.deepEqual([early.status, early.body.error], [409, 'account_company_required']);
    const saved = await put('company', investor.token, { ...company, partners: [partner, { ...partner, name: 'Eva', share: 30 }] });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.partners.length, 2);
    const small = await put('partners', investor.token, { has_significant_partners: true, partners: [{ ...partner, share: 25 }] });
    assert.deepEqual(keysOf(small), { 'partners.0.share': 'validator.error_partner_share' });
    const partners = await put('partners', investor.token, { has_significant_partners: true, partners: [partner] });
    assert.deepEqual(partners.body.data, { has_significant_partners: true, partners: [partner] });
    const account = await ctx.request('GET', ACCOUNT, { token: investor.token });
    assert.equal(account.body.data.company.organization_name, 'Acme SL');
    assert.deepEqual(account.body.data.partners.partners, [partner]);
  });

  it('a natural person cannot send company or partner data', async () => {
    const investor = await newInvestor(ctx);
    const refused = await put('company', investor.token, company);
    assert.deepEqual([refused.status, refused.body.error], [409, 'account_not_legal_person']);
  });
});

describe('password, image, documents', () => {
  it('changing the password with a wrong current one answers 422 wrong_password', async () => {
    const investor = await newInvestor(ctx);
    const wrong = await put('password', investor.token, { current_password: 'NotMine1!', password: 'Changed123!', password_confirmation: 'Changed123!' });
    assert.deepEqual([wrong.status, wrong.body.error], [422, 'wrong_password']);
    const mismatch = await put('password', investor.token, { current_password: 'Demo1234!', password: 'Changed123!', password_confirmation: 'Other123!' });
    assert.deepEqual(keysOf(mismatch), { password_confirmation: 'validator.error_passwords_mismatch' });
    const changed = await put('password', investor.token, { current_password: 'Demo1234!', password: 'Changed123!', password_confirmation: 'Changed123!' });
    assert.deepEqual(changed.body.data, { password_changed: true });
    assert.ok(await ctx.login(investor.email, { password: 'Changed123!' }));
  });

  it('uploads a profile image served publicly, refuses a file that is not an image, and deletes it', async () => {
    const investor = await newInvestor(ctx);
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('image', new Blob([bytes]), name);
      return ctx.request('PUT', `${ACCOUNT}/image`, { token: investor.token, form });
    };
    const notImage = await upload(PDF, 'me.png');
    assert.deepEqual(keysOf(notImage), { image: 'validator.error_image_size' });
    const svg = await upload(new TextEncoder().encode('<svg/>'), 'me.svg');
    assert.deepEqual(keysOf(svg), { image: 'validator.error_image_size' });
    const saved = await upload(png(), 'me.png');
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const url = new URL(saved.body.data.profile_image_url);
    const served = await ctx.request('GET', url.pathname);
    assert.deepEqual([served.status, served.headers.get('Content-Type')], [200, 'image/png']);
    const removed = await ctx.request('DELETE', `${ACCOUNT}/image`, { token: investor.token });
    assert.deepEqual(removed.body.data, { profile_image_url: null });
    assert.equal((await ctx.request('GET', url.pathname)).status, 404);
  });

  it("downloads the user's own KYC document, and answers 404 to anyone else", async () => {
    const investor = await newInvestor(ctx);
    const form = new FormData();
    form.append('IDENTITY_PROOF', new Blob([PDF]), 'passport.pdf');
    assert.equal((await ctx.request('POST', `${PFP}/users/me/kyc`, { token: investor.token, form })).status, 202);
    const account = await ctx.request('GET', ACCOUNT, { token: investor.token });
    const [document] = account.body.data.documents;
    assert.equal(document.kind, 'kyc');
    const own = await ctx.request('GET', document.download_url, { token: investor.token });
    assert.equal(own.status, 200);
    assert.equal(new TextDecoder().decode(own.bytes), new TextDecoder().decode(PDF));
    const other = await newInvestor(ctx);
    const refused = await ctx.request('GET', document.download_url, { token: other.token });
    assert.deepEqual([refused.status, refused.body.error], [404, 'document_not_found']);
  });
});

describe('DELETE /users/me/account', () => {
  async function investIn(userId: string, status: 'CREATED' | 'MINTED') {
    const issuance = await issuanceBySlug(ctx, 'fleet-leasing-pool');
    await ctx.deps.db.insert(t.investments).values({
      tenantId: await tenantIdOf(ctx),
      issuanceId: issuance.id,
      investorId: userId,
      tokenAmount: 1,
      amount: '100.00',
      status,
      idempotencyKey: `test-${randomUUID()}`,
      createdAt: ctx.deps.clock.now(),
    });
  }

  it('asks for the right password', async () => {
    const investor = await newInvestor(ctx);
    const wrong = await ctx.request('DELETE', ACCOUNT, { token: investor.token, body: { password: 'NotMine1!' } });
    assert.deepEqual([wrong.status, wrong.body.error], [422, 'wrong_password']);
  });

  it('is refused while an investment is open, and while tokens are held', async () => {
    const open = await newInvestor(ctx);
    await investIn(open.id, 'CREATED');
    const refused = await ctx.request('DELETE', ACCOUNT, { token: open.token, body: { password: 'Demo1234!' } });
    assert.deepEqual([refused.status, refused.body.error], [409, 'account_has_open_investments']);
    const holder = await newInvestor(ctx);
    await investIn(holder.id, 'MINTED');
    const holding = await ctx.request('DELETE', ACCOUNT, { token: holder.token, body: { password: 'Demo1234!' } });
    assert.deepEqual([holding.status, holding.body.error], [409, 'account_holds_tokens']);
    assert.equal((await ctx.request('GET', ACCOUNT, { token: holder.token })).status, 200);
  });

  it('anonymises the personal data, ends every session, and the address may register again', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    await put('banking', investor.token, banking);
    const deleted = await ctx.request('DELETE', ACCOUNT, { token: investor.token, body: { password: 'Demo1234!' } });
    assert.deepEqual([deleted.status, deleted.body.data], [200, { deleted: true }]);
    assert.equal((await ctx.request('GET', ACCOUNT, { token: investor.token })).status, 401);
    const [row] = await ctx.deps.db.select().from(t.users).where(eq(t.users.id, investor.id));
    assert.ok(row);
    assert.deepEqual([row.email.startsWith('deleted-'), row.name, row.iban, row.status], [true, null, null, 'deleted']);
    const login = await ctx.request('POST', '/v2/user/login', { body: { email: investor.email, password: 'Demo1234!', secret: false } });
    assert.equal(login.status, 401);
  });
});

describe('transactional e-mails in the user language', () => {
  async function orderMail(token: string, email: string) {
    const placed = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/orders`, {
      token,
      body: { tokens: 1, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
      headers: { 'Idempotency-Key': `mail-${randomUUID()}` },
    });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const [mail] = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, email));
    assert.ok(mail);
    return mail;
  }

  it('writes in the language the user chose, and in the tenant default (es) otherwise, one language a message', async () => {
    const english = await newInvestor(ctx, { onboarded: true });
    await ctx.request('PATCH', `${ACCOUNT}/preferences`, { token: english.token, body: { language: 'en' } });
    const inEnglish = await orderMail(english.token, english.email);
    assert.match(inEnglish.subject, /^Order received/);
    assert.doesNotMatch(inEnglish.text, /Hemos recibido/);
    const spanish = await newInvestor(ctx, { onboarded: true });
    const inSpanish = await orderMail(spanish.token, spanish.email);
    assert.match(inSpanish.subject, /^Orden recibida/);
    assert.doesNotMatch(inSpanish.text, /We have received/);
  });
});
