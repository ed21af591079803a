import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, countDistinct, eq } from 'drizzle-orm';
import {
  addMoney,
  isZeroMoney,
  EARNING_STATUSES,
  INVESTMENT_STATUSES,
  KYC_STATUSES,
  PRODUCT_TYPES,
  PROJECT_STATUSES,
  issuanceListResponseSchema,
  type IssuanceSummary,
} from 'shared';
import * as v from 'valibot';
import { SEED_FILES_DIR } from '../../files/disk-store.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import * as t from '../schema.js';
import { seedIfEmpty } from './seed.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

async function tenantId(slug: string) {
  const [row] = await ctx.deps.db.select().from(t.tenants).where(eq(t.tenants.slug, slug));
  assert.ok(row);
  return row.id;
}

describe('demo data', () => {
  it('has two tenants with their hosts', async () => {
    const domains = await ctx.deps.db.select().from(t.tenantDomains);
    const hosts = domains.map((domain) => domain.host).sort();
    assert.deepEqual(hosts, ['127.0.0.1', '::1', 'exeu.localhost', 'localhost']);
  });

  for (const slug of ['demo', 'exeu']) {
    describe(`tenant ${slug}`, () => {
      it('has a manager, two entrepreneurs (one a company), natural and legal investors, a pending one and a premium one', async () => {
        const users = await ctx.deps.db.select().from(t.users).where(eq(t.users.tenantId, await tenantId(slug)));
        const roles = users.map((user) => user.primaryRole);
        assert.equal(roles.filter((role) => role === 'ADMIN').length, 1);
        assert.equal(roles.filter((role) => role === 'ENTREPRENEUR').length, 2);
        assert.ok(users.some((user) => user.primaryRole === 'ENTREPRENEUR' && user.investorType === 'legal'));
        assert.ok(users.some((user) => user.primaryRole === 'USER' && user.investorType === 'legal'));
        assert.ok(users.some((user) => user.primaryRole === 'USER' && user.kycStatus === 'pending'));
        assert.ok(users.some((user) => user.primaryRole === 'PREMIUM_USER'));
        assert.ok(new Set(users.map((user) => user.kycStatus)).size >= 3, 'KYC in different states');
        assert.ok(users.every((user) => (KYC_STATUSES as readonly string[]).includes(user.kycStatus)));
      });

      it('gives every account past created the check behind its KYC status, decided unless pending', async () => {
        const id = await tenantId(slug);
        const users = await ctx.deps.db.select().from(t.users).where(eq(t.users.tenantId, id));
        const checks = await ctx.deps.db.select().from(t.kycChecks).where(eq(t.kycChecks.tenantId, id));
        for (const user of users.filter((candidate) => candidate.kycStatus !== 'created')) {
          const check = checks.find((candidate) => candidate.userId === user.id);
          assert.equal(check?.status, user.kycStatus, user.email);
          assert.equal(check.decidedAt === null, user.kycStatus === 'pending', user.email);
        }
      });

      it('has 12+ issuances over every product type and project status, with images and documents', async () => {
        const id = await tenantId(slug);
        const issuances = await ctx.deps.db.select().from(t.issuances).where(eq(t.issuances.tenantId, id));
        assert.ok(issuances.length >= 12);
        assert.deepEqual(new Set(issuances.map((issuance) => issuance.productType)), new Set(PRODUCT_TYPES));
        assert.deepEqual(new Set(issuances.map((issuance) => issuance.status)), new Set(PROJECT_STATUSES));
        const images = await ctx.deps.db.select().from(t.issuanceImages).innerJoin(t.issuances, eq(t.issuances.id, t.issuanceImages.issuanceId)).where(eq(t.issuances.tenantId, id));
        const documents = await ctx.deps.db
          .select()
          .from(t.issuanceDocuments)
          .innerJoin(t.issuances, eq(t.issuances.id, t.issuanceDocuments.issuanceId))
          .where(eq(t.issuances.tenantId, id));
        assert.ok(images.length >= issuances.length);
        assert.deepEqual(new Set(documents.map((row) => row.issuance_documents.visibility)), new Set(['public', 'hidden']));
        assert.ok(issuances.every((issuance) => (issuance.subtitle?.length ?? 0) < 50));
      });

      it('has investments in every status, earnings pending, paid and claimed, ads, transfers and notifications', async () => {
        const id = await tenantId(slug);
        const investments = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.tenantId, id));
        assert.deepEqual(new Set(investments.map((investment) => investment.status)), new Set(INVESTMENT_STATUSES));
        const earnings = await ctx.deps.db.select().from(t.earnings).where(eq(t.earnings.tenantId, id));
        assert.deepEqual(new Set(earnings.map((earning) => earning.status)), new Set(EARNING_STATUSES));
        const ads = await ctx.deps.db.select().from(t.ads).where(eq(t.ads.tenantId, id));
        assert.deepEqual(new Set(ads.map((ad) => ad.status)), new Set(['published', 'in_review', 'closed']));
        assert.ok((await ctx.deps.db.select().from(t.transfers).where(eq(t.transfers.tenantId, id))).length >= 1);
        assert.ok((await ctx.deps.db.select().from(t.notifications).where(eq(t.notifications.tenantId, id))).length >= 3);
      });

      it('groups the earnings into distributions whose figures are their sums, and gives an investor with a bank account something to claim', async () => {
        const id = await tenantId(slug);
        const distributions = await ctx.deps.db.select().from(t.distributions).where(eq(t.distributions.tenantId, id));
        const earnings = await ctx.deps.db.select().from(t.earnings).where(eq(t.earnings.tenantId, id));
        assert.deepEqual(new Set(distributions.map((distribution) => distribution.status)), new Set(['pending', 'paid']));
        for (const distribution of distributions) {
          const own = earnings.filter((earning) => earning.distributionId === distribution.id);
          assert.ok(own.length > 0);
          assert.equal(addMoney(...own.map((earning) => earning.grossAmount)), distribution.grossAmount);
          assert.equal(distribution.status === 'pending', own.every((earning) => earning.status === 'pending'));
        }
        const claimable = earnings.filter((earning) => earning.status === 'paid');
        const [investor] = await ctx.deps.db.select().from(t.users).where(and(eq(t.users.tenantId, id), eq(t.users.email, `investor@${slug}.test`)));
        assert.ok(investor?.iban);
        assert.ok(claimable.some((earning) => earning.investorId === investor.id));
      });
    });
  }

  describe('issuances the front-end can show (demo tenant)', () => {
    async function all(email: string): Promise<IssuanceSummary[]> {
      const response = await ctx.request('GET', '/api/v2/pfp/issuances?per_page=100', { token: await ctx.login(email) });
      assert.equal(response.status, 200);
      return v.parse(issuanceListResponseSchema, response.body).data;
    }

    it('publishes issuances of every product type, each with a logo and intro images, some with a YouTube or Vimeo video', async () => {
      const published = await all('investor@demo.test');
      assert.deepEqual(new Set(published.map((issuance) => issuance.product_type)), new Set(PRODUCT_TYPES));
      assert.deepEqual(new Set(published.map((issuance) => issuance.status)), new Set(['PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED']));
      assert.ok(published.every((issuance) => issuance.logo !== null && issuance.intro_images.length >= 1));
      assert.ok(published.some((issuance) => issuance.video_url?.includes('youtube.com')));
      assert.ok(published.some((issuance) => issuance.video_url?.includes('vimeo.com')));
    });

    it('varies the progress: financed and candidacy projects, and projects without investments a manager may delete', async () => {
      const everything = await all('manager@demo.test');
      assert.ok(everything.filter((issuance) => issuance.card_status === 'financed').length >= 2);
      assert.ok(everything.some((issuance) => !isZeroMoney(issuance.raised) && issuance.soft_cap_progress < 1));
      const [investments] = await ctx.deps.db
        .select({ issuances: countDistinct(t.investments.issuanceId) })
        .from(t.investments)
        .innerJoin(t.tenants, eq(t.tenants.id, t.investments.tenantId))
        .where(eq(t.tenants.slug, 'demo'));
      assert.ok((investments?.issuances ?? 0) < everything.length, 'some issuances have no investment');
    });

    it('has the demo investor follow some projects and hold money in others', async () => {
      const mine = await all('investor@demo.test');
      const followed = mine.filter((issuance) => issuance.following).length;
      assert.ok(followed >= 1 && followed <= 2);
      assert.ok(mine.filter((issuance) => issuance.invested).length >= 2);
    });

    it('gives each entrepreneur several issuances, a draft among them', async () => {
      for (const email of ['entrepreneur@demo.test', 'company@demo.test']) {
        const own = await all(email);
        assert.ok(own.length >= 3, email);
        assert.ok(own.some((issuance) => issuance.status === 'DRAFT'), email);
      }
    });

    it('has public, hidden and expired documents, each file stored as an upload of its tenant with the shipped bytes', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const documents = await ctx.deps.db.select().from(t.issuanceDocuments);
      assert.ok(documents.some((document) => document.visibility === 'public' && (document.expiresAt === null || document.expiresAt >= today)));
      assert.ok(documents.some((document) => document.visibility === 'hidden'));
      assert.ok(documents.some((document) => document.expiresAt !== null && document.expiresAt < today));
      const stored = await ctx.deps.db.select().from(t.files);
      for (const file of stored) {
        assert.equal(file.storage, 'upload');
        assert.ok(file.path.startsWith(`${file.tenantId}${path.sep}`), file.path);
        assert.deepEqual(fs.readFileSync(path.join(ctx.deps.env.UPLOADS_DIR, file.path)), fs.readFileSync(path.join(SEED_FILES_DIR, file.name)), file.name);
      }
    });
  });

  it('is not seeded twice', async () => {
    assert.equal(await seedIfEmpty(ctx.deps.db, ctx.deps.files), false);
    assert.equal((await ctx.deps.db.select().from(t.tenants)).length, 2);
  });
});
