import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { compareMoney, followStateSchema, issuanceDetailResponseSchema, issuanceListResponseSchema, type IssuanceSummary } from 'shared';
import * as v from 'valibot';
import * as t from '../../db/schema.js';
import { DAY } from '../../lib/clock.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
const tokens = { investor: '', premium: '', entrepreneur: '', company: '', manager: '', exeuManager: '' };
before(async () => {
  ctx = await createTestContext();
  for (const local of ['investor', 'premium', 'entrepreneur', 'company', 'manager'] as const) tokens[local] = await ctx.login(`${local}@demo.test`);
  tokens.exeuManager = await ctx.login('manager@exeu.test', { host: 'exeu.localhost' });
});
after(() => ctx.close());

const LIST = '/api/v2/pfp/issuances';

async function idOf(slug: string, tenantSlug = 'demo'): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ id: t.issuances.id })
    .from(t.issuances)
    .innerJoin(t.tenants, eq(t.tenants.id, t.issuances.tenantId))
    .where(and(eq(t.issuances.slug, slug), eq(t.tenants.slug, tenantSlug)));
  assert.ok(row, `issuance ${slug} of ${tenantSlug}`);
  return row.id;
}

async function list(query: string, token: string | undefined = tokens.investor) {
  const response = await ctx.request('GET', `${LIST}${query}`, { token });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return v.parse(issuanceListResponseSchema, response.body);
}

/** Every page of a query, in order. */
async function allPages(query: string, token?: string): Promise<IssuanceSummary[]> {
  const first = await list(`${query}${query ? '&' : '?'}per_page=100`, token);
  return first.data;
}

describe('GET /api/v2/pfp/issuances (scope by role)', () => {
  it('shows an investor the 11 published issuances only (pre-campaign, campaign, closed)', async () => {
    const rows = await allPages('', tokens.investor);
    assert.equal(rows.length, 11);
    assert.ok(rows.every((row) => ['PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'].includes(row.status)));
  });

  it('shows a manager all 14 issuances of the tenant, drafts included', async () => {
    const rows = await allPages('', tokens.manager);
    assert.equal(rows.length, 14);
    assert.ok(rows.some((row) => row.status === 'DRAFT'));
    assert.ok(rows.some((row) => row.status === 'VALIDATING'));
  });

  it('shows each entrepreneur only their own issuances, in any status', async () => {
    const own = await allPages('', tokens.entrepreneur);
    const company = await allPages('', tokens.company);
    assert.equal(own.length, 6);
    assert.equal(company.length, 8);
    assert.ok(own.some((row) => row.status === 'DRAFT') && company.some((row) => row.status === 'DRAFT'));
    const ownIds = new Set(own.map((row) => row.id));
    assert.ok(company.every((row) => !ownIds.has(row.id)), 'no issuance in both lists');
  });
});

describe('a manager acting as an investor', () => {
  it("sees the investor's list: published issuances and the investor's follows", async () => {
    const manager = await ctx.login('manager@demo.test');
    const investorId = (await ctx.request('GET', '/api/v2/pfp/users/me', { token: tokens.investor })).body.data.id;
    const backdoor = (await ctx.request('POST', `/api/v2/pfp/manager/users/${investorId}/impersonate`, { token: manager })).body.data.accessToken;
    const response = await ctx.request('GET', `${LIST}?per_page=100`, { token: backdoor, managerToken: manager });
    assert.equal(response.status, 200);
    const rows = v.parse(issuanceListResponseSchema, response.body).data;
    assert.equal(rows.length, 11);
    assert.deepEqual(rows.filter((row) => row.following).map((row) => row.title).sort(), ['Solar Park Almería', 'Sorolla Study']);
  });
});

describe('filters, search, order and pages', () => {
  it('filters by status and by product type', async () => {
    const closed = await allPages('?status=CLOSED');
    assert.deepEqual(closed.map((row) => row.status), ['CLOSED', 'CLOSED', 'CLOSED']);
    const art = await allPages('?product_type=art');
    assert.deepEqual(art.map((row) => row.title).sort(), ['Contemporary Sculpture Fund', 'Sorolla Study']);
    assert.deepEqual(await allPages('?product_type=art&status=CLOSED').then((rows) => rows.map((row) => row.title)), ['Contemporary Sculpture Fund']);
  });

  it('searches title, subtitle, token name and symbol, ignoring case, with % and _ taken literally', async () => {
    assert.deepEqual((await allPages('?q=VALENCIA')).map((row) => row.title), ['Valencia Lofts']);
    assert.deepEqual((await allPages('?q=photovoltaic')).map((row) => row.title), ['Solar Park Almería']);
    assert.deepEqual((await allPages('?q=spa')).map((row) => row.title), ['Solar Park Almería']);
    assert.deepEqual((await allPages('?q=%25')).map((row) => row.title), ['Bridge Notes 2027'], 'its subtitle says 7%');
    assert.deepEqual(await allPages('?q=_'), []);
  });

  it('pages in the database: meta counts the whole selection and pages never overlap', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?per_page=4&page=${page}&sort=title`)));
    assert.deepEqual(pages.map((page) => page.data.length), [4, 4, 3]);
    for (const page of pages) assert.deepEqual({ ...page.meta, page: 0 }, { page: 0, per_page: 4, total: 11, total_pages: 3 });
    const ids = pages.flatMap((page) => page.data.map((row) => row.id));
    assert.equal(new Set(ids).size, 11);
    const beyond = await list('?per_page=4&page=9');
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.meta.total, 11);
  });

  it('defaults to page 1 of 12, newest first', async () => {
    const answer = await list('');
    assert.equal(answer.meta.page, 1);
    assert.equal(answer.meta.per_page, 12);
    const starts = answer.data.map((row) => row.start_date);
    assert.deepEqual(starts, [...starts].sort().reverse());
  });

  it('sorts by title, by money raised and by the campaigns ending soonest', async () => {
    const titles = (await allPages('?sort=title')).map((row) => row.title);
    assert.deepEqual(titles, [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const raised = (await allPages('?sort=most_raised')).map((row) => row.raised);
    assert.deepEqual(raised, [...raised].sort((a, b) => compareMoney(b, a)));
    assert.equal(compareMoney(raised[0] ?? '0.00', '0.00'), 1);
    const ending = await allPages('?sort=ending_soon');
    const open = ending.filter((row) => row.status !== 'CLOSED');
    assert.deepEqual(ending.slice(0, open.length), open, 'open campaigns come first');
    const ends = open.map((row) => row.end_date);
    assert.deepEqual(ends, [...ends].sort());
  });

  it('pages the most raised order without a repeat or a gap, those with nothing raised last, for every scope and filter', async () => {
    const cases: [string, string][] = [
      ['?sort=most_raised', tokens.investor],
      ['?sort=most_raised&status=CAMPAIGN', tokens.investor],
      ['?sort=most_raised', tokens.manager],
      ['?sort=most_raised&q=a', tokens.manager],
      ['?sort=most_raised', tokens.entrepreneur],
    ];
    for (const [query, token] of cases) {
      const whole = await allPages(query, token);
      const paged: IssuanceSummary[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 3); page++) paged.push(...(await list(`${query}&per_page=3&page=${page}`, token)).data);
      assert.deepEqual(
        paged.map((row) => row.id),
        whole.map((row) => row.id),
        query,
      );
      const raised = whole.map((row) => row.raised);
      assert.deepEqual(raised, [...raised].sort((a, b) => compareMoney(b, a)), query);
    }
    const managers = (await allPages('?sort=most_raised', tokens.manager)).map((row) => compareMoney(row.raised, '0.00'));
    assert.ok(managers.includes(1) && managers.includes(0), 'the tenant has projects with and without money raised');
  });

  it('answers 400 with one key per invalid query value', async () => {
    const response = await ctx.request('GET', `${LIST}?status=OPEN&product_type=gold&sort=cheapest&page=0&per_page=500&followed=yes`, {
      token: tokens.investor,
    });
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'validation_error');
    assert.deepEqual(Object.keys(response.body.fields).sort(), ['followed', 'page', 'per_page', 'product_type', 'sort', 'status']);
    assert.equal(response.body.fields.page.key, 'validator.error_number_min');
    assert.equal(response.body.fields.status.key, 'validator.form_field_invalid');
  });
});

describe('aggregates from the investments table', () => {
  it('counts committed money only: raised, investors, soft-cap progress and invested flag, and is not financed before it closes', async () => {
    const id = await idOf('sorolla-study');
    const before = v.parse(issuanceDetailResponseSchema, (await ctx.request('GET', `${LIST}/${id}`, { token: tokens.investor })).body).data;
    assert.deepEqual([before.raised, before.investors, before.soft_cap_progress, before.card_status, before.invested], ['0.00', 0, 0, 'candidacy', false]);

    const [tenant] = await ctx.deps.db.select().from(t.tenants).where(eq(t.tenants.slug, 'demo'));
    const investors = await ctx.deps.db.select().from(t.users).where(eq(t.users.tenantId, tenant?.id ?? ''));
    const userId = (email: string) => investors.find((user) => user.email === email)?.id ?? '';
    const investment = (email: string, tokenAmount: number, status: (typeof t.investments.$inferInsert)['status']) => ({
      tenantId: tenant?.id ?? '',
      issuanceId: id,
      investorId: userId(email),
      tokenAmount,
      amount: String(tokenAmount * 200),
      status,
    });
    await ctx.deps.db.insert(t.investments).values([
      investment('investor@demo.test', 100, 'CHARGED'),
      investment('investor@demo.test', 20, 'SIGNED'),
      investment('premium@demo.test', 180, 'MINTED'),
      investment('legal@demo.test', 500, 'RESERVED'),
      investment('investor2@demo.test', 500, 'CANCELED'),
    ]);
    const after = v.parse(issuanceDetailResponseSchema, (await ctx.request('GET', `${LIST}/${id}`, { token: tokens.investor })).body).data;
    assert.equal(after.raised, '60000.00');
    assert.equal(after.investors, 2);
    assert.equal(after.soft_cap, '60000.00');
    assert.equal(after.soft_cap_progress, 1);
    // Past its soft cap with its campaign still to run: not financed, which is how a closed one ends.
    assert.deepEqual([after.phase, after.card_status], ['pre-campaign', 'candidacy']);
    assert.equal(after.invested, true);
    const inList = (await allPages('?q=sorolla', tokens.premium)).find((row) => row.id === id);
    assert.equal(inList?.raised, '60000.00');
    assert.equal(inList?.invested, true, 'premium has a minted investment');
  });

  it('counts the remaining days down with the clock and stops at zero', async () => {
    const id = await idOf('sorolla-study');
    const remaining = async () => {
      const response = await ctx.request('GET', `${LIST}/${id}`, { token: tokens.investor });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data.remaining_days as number;
    };
    const now = await remaining();
    assert.equal(now, 40);
    ctx.clock.advance(10 * DAY);
    try {
      assert.equal(await remaining(), 30);
      ctx.clock.advance(100 * DAY);
      // Sessions last 15 days: sign in again on the day the test jumped to.
      const response = await ctx.request('GET', `${LIST}/${id}`, { token: await ctx.login('investor@demo.test') });
      assert.equal(response.body.data.remaining_days, 0);
    } finally {
      ctx.clock.reset();
    }
  });

  it("counts the days in the tenant's time zone: 23:30 UTC on 28 March is already the 29th in Madrid", async () => {
    const id = await idOf('sorolla-study');
    const [original] = await ctx.deps.db.select().from(t.issuances).where(eq(t.issuances.id, id));
    assert.ok(original);
    await ctx.deps.db.update(t.issuances).set({ status: 'CAMPAIGN', endDate: '2026-03-31' }).where(eq(t.issuances.id, id));
    const remainingAt = async (instant: string) => {
      ctx.clock.reset();
      ctx.clock.advance(new Date(instant).getTime() - Date.now());
      const response = await ctx.request('GET', `${LIST}/${id}`, { token: await ctx.login('investor@demo.test') });
      assert.equal(response.status, 200, JSON.stringify(response.body));
      return response.body.data.remaining_days as number;
    };
    try {
      assert.equal(await remainingAt('2026-03-28T22:30:00Z'), 3, 'still 28 March in Madrid');
      assert.equal(await remainingAt('2026-03-28T23:30:00Z'), 2, 'already 29 March in Madrid');
      assert.equal(await remainingAt('2026-03-30T21:59:00Z'), 1, '30 March, 23:59 in Madrid after the DST change');
      assert.equal(await remainingAt('2026-03-30T22:00:00Z'), 0, 'the end date itself');
    } finally {
      ctx.clock.reset();
      await ctx.deps.db.update(t.issuances).set({ status: original.status, endDate: original.endDate }).where(eq(t.issuances.id, id));
    }
  });
});

describe('GET /api/v2/pfp/issuances/:id', () => {
  it('answers the full sheet with absolute file URLs, owner and only public, unexpired documents for an investor', async () => {
    const id = await idOf('valencia-lofts');
    const response = await ctx.request('GET', `${LIST}/${id}`, { token: tokens.investor, host: 'localhost:8031' });
    assert.equal(response.status, 200);
    const detail = v.parse(issuanceDetailResponseSchema, response.body).data;
    assert.match(detail.logo ?? '', /^http:\/\/localhost:8031\/api\/v2\/pfp\/files\/[0-9a-f-]{36}$/);
    assert.equal(detail.intro_images.length, 2);
    assert.ok(detail.intro_images.every((url) => url.startsWith('http://localhost:8031/api/v2/pfp/files/')));
    assert.equal(detail.owner.name, 'Enrique Emprendedor');
    assert.ok(detail.product && detail.market && detail.competitors && detail.business_model && detail.projections);
    assert.deepEqual(detail.documents.map((document) => document.name), ['Pitch deck', 'Term sheet']);
    assert.ok(detail.documents.every((document) => document.url.startsWith(`http://localhost:8031/api/v2/pfp/issuances/${id}/documents/`)));
  });

  it('shows the owner and managers every document, the expired and hidden ones too', async () => {
    const id = await idOf('valencia-lofts');
    for (const token of [tokens.entrepreneur, tokens.manager]) {
      const detail = v.parse(issuanceDetailResponseSchema, (await ctx.request('GET', `${LIST}/${id}`, { token })).body).data;
      assert.deepEqual(detail.documents.map((document) => document.view_permission).sort(), ['hidden', 'public', 'public', 'public']);
      assert.ok(detail.documents.some((document) => document.expires_at !== null && document.expires_at < new Date().toISOString().slice(0, 10)));
    }
  });

  it("does not let an entrepreneur or an investor read another's draft (404), but the owner and a manager can", async () => {
    const draft = await idOf('summer-festival-2027');
    for (const token of [tokens.company, tokens.investor]) {
      const response = await ctx.request('GET', `${LIST}/${draft}`, { token });
      assert.equal(response.status, 404);
      assert.deepEqual(response.body, { error: 'issuance_not_found', hide_error: false });
    }
    for (const token of [tokens.entrepreneur, tokens.manager]) assert.equal((await ctx.request('GET', `${LIST}/${draft}`, { token })).status, 200);
  });

  it('answers 404 for an id that is not a UUID or names nothing', async () => {
    assert.equal((await ctx.request('GET', `${LIST}/42`, { token: tokens.manager })).status, 404);
    assert.equal((await ctx.request('GET', `${LIST}/00000000-0000-4000-8000-000000000000`, { token: tokens.manager })).status, 404);
  });
});

describe('GET /api/v2/pfp/public/issuances/:slug', () => {
  it('answers a published issuance without a token, as a visitor sees it', async () => {
    const response = await ctx.request('GET', '/api/v2/pfp/public/issuances/solar-park-almeria');
    assert.equal(response.status, 200);
    const detail = v.parse(issuanceDetailResponseSchema, response.body).data;
    assert.equal(detail.slug, 'solar-park-almeria');
    assert.equal(detail.following, false);
    assert.equal(detail.invested, false);
    assert.ok(detail.documents.every((document) => document.view_permission === 'public'));
  });

  it('answers 404 for a draft, a project under validation or an unknown slug', async () => {
    for (const slug of ['summer-festival-2027', 'medical-equipment-lease', 'no-such-project']) {
      const response = await ctx.request('GET', `/api/v2/pfp/public/issuances/${slug}`);
      assert.equal(response.status, 404);
      assert.equal(response.body.error, 'issuance_not_found');
    }
  });
});

describe('follow and unfollow', () => {
  const followed = async (token: string) => (await allPages('?followed=true', token)).map((row) => row.title).sort();

  it("lists the demo investor's followed issuances with followed=true", async () => {
    assert.deepEqual(await followed(tokens.investor), ['Solar Park Almería', 'Sorolla Study']);
  });

  it('is idempotent both ways and shows in the following flag and the followed filter', async () => {
    const id = await idOf('olive-oil-cooperative');
    for (let time = 0; time < 2; time += 1) {
      const response = await ctx.request('PUT', `${LIST}/${id}/follow`, { token: tokens.premium });
      assert.equal(response.status, 200);
      assert.deepEqual(v.parse(followStateSchema, response.body), { data: { id, following: true } });
    }
    const rows = await ctx.deps.db.select().from(t.issuanceFollows).where(eq(t.issuanceFollows.issuanceId, id));
    assert.equal(rows.length, 1);
    assert.ok((await followed(tokens.premium)).includes('Olive Oil Cooperative'));
    assert.equal((await allPages('?q=olive', tokens.premium))[0]?.following, true);
    assert.equal((await allPages('?q=olive', tokens.investor))[0]?.following, false, "another investor's follow is not mine");

    for (let time = 0; time < 2; time += 1) {
      const response = await ctx.request('DELETE', `${LIST}/${id}/follow`, { token: tokens.premium });
      assert.equal(response.status, 200);
      assert.deepEqual(v.parse(followStateSchema, response.body), { data: { id, following: false } });
    }
    assert.ok(!(await followed(tokens.premium)).includes('Olive Oil Cooperative'));
  });

  it('answers 404 for an issuance the investor cannot see (a draft, another tenant)', async () => {
    for (const id of [await idOf('summer-festival-2027'), await idOf('olive-oil-cooperative', 'exeu')]) {
      const response = await ctx.request('PUT', `${LIST}/${id}/follow`, { token: tokens.investor });
      assert.equal(response.status, 404);
      assert.equal(response.body.error, 'issuance_not_found');
    }
  });
});

describe('tenant isolation', () => {
  it("never lists, shows or follows another tenant's issuances", async () => {
    const demoIds = new Set((await allPages('', tokens.manager)).map((row) => row.id));
    const exeu = await ctx.request('GET', `${LIST}?per_page=100`, { token: tokens.exeuManager, host: 'exeu.localhost' });
    assert.equal(exeu.status, 200);
    assert.equal(exeu.body.meta.total, 14);
    assert.ok(exeu.body.data.every((row: IssuanceSummary) => !demoIds.has(row.id)));
    const demoId = await idOf('valencia-lofts');
    const foreign = await ctx.request('GET', `${LIST}/${demoId}`, { token: tokens.exeuManager, host: 'exeu.localhost' });
    assert.equal(foreign.status, 404);
  });

  it("answers a slug with the host's own tenant's issuance", async () => {
    const exeu = await ctx.request('GET', '/api/v2/pfp/public/issuances/valencia-lofts', { host: 'exeu.localhost' });
    assert.equal(exeu.status, 200);
    assert.equal(exeu.body.data.id, await idOf('valencia-lofts', 'exeu'));
    assert.match(exeu.body.data.logo, /^http:\/\/exeu\.localhost\/api\/v2\/pfp\/files\//);
  });
});

describe('endpoint x role matrix', () => {
  type Caller = 'anonymous' | 'investor' | 'entrepreneur' | 'manager' | 'other tenant';
  const token = (caller: Caller) =>
    ({ anonymous: undefined, investor: tokens.investor, entrepreneur: tokens.company, manager: tokens.manager, 'other tenant': tokens.exeuManager })[caller];
  // The entrepreneur is company@demo.test, which holds no investor role (entrepreneur@ is also an investor).
  const rows: { method: string; label: string; path: () => Promise<string>; expected: Record<Caller, number> }[] = [
    { method: 'GET', label: '/issuances', path: async () => LIST, expected: { anonymous: 401, investor: 200, entrepreneur: 200, manager: 200, 'other tenant': 401 } },
    {
      method: 'GET',
      label: '/issuances/:id (published, of entrepreneur@)',
      path: async () => `${LIST}/${await idOf('valencia-lofts')}`,
      expected: { anonymous: 401, investor: 200, entrepreneur: 404, manager: 200, 'other tenant': 401 },
    },
    {
      method: 'GET',
      label: '/issuances/export',
      path: async () => `${LIST}/export?format=csv`,
      expected: { anonymous: 401, investor: 403, entrepreneur: 403, manager: 200, 'other tenant': 401 },
    },
    {
      method: 'DELETE',
      label: '/issuances/:id (with investments)',
      path: async () => `${LIST}/${await idOf('valencia-lofts')}`,
      expected: { anonymous: 401, investor: 403, entrepreneur: 403, manager: 409, 'other tenant': 401 },
    },
    {
      method: 'PUT',
      label: '/issuances/:id/follow',
      path: async () => `${LIST}/${await idOf('fleet-leasing-pool')}/follow`,
      expected: { anonymous: 401, investor: 200, entrepreneur: 403, manager: 200, 'other tenant': 401 },
    },
    {
      method: 'DELETE',
      label: '/issuances/:id/follow',
      path: async () => `${LIST}/${await idOf('fleet-leasing-pool')}/follow`,
      expected: { anonymous: 401, investor: 200, entrepreneur: 403, manager: 200, 'other tenant': 401 },
    },
    {
      method: 'GET',
      label: '/public/issuances/:slug',
      path: async () => '/api/v2/pfp/public/issuances/fleet-leasing-pool',
      expected: { anonymous: 200, investor: 200, entrepreneur: 200, manager: 200, 'other tenant': 200 },
    },
  ];
  for (const row of rows) {
    for (const caller of ['anonymous', 'investor', 'entrepreneur', 'manager', 'other tenant'] as const) {
      it(`${row.method} ${row.label} answers ${row.expected[caller]} to ${caller}`, async () => {
        const path = await row.path();
        const response = await ctx.request(row.method, path, { token: token(caller) });
        assert.equal(response.status, row.expected[caller], `${row.method} ${path}: ${JSON.stringify(response.body)}`);
      });
    }
  }
});
