import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { formatPercent, PAID_INVESTMENT_STATUSES, toCents, toMoney, type Money } from 'shared';
import type { Deps } from '../../app-env.js';
import { investments, issuances, users } from '../../db/schema.js';
import { inEachLanguage } from '../../notifications/mail-format.js';
import { deliver, notify } from '../../notifications/notify.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { disbursementReadyMail } from '../../mail/templates/investment-moves.js';
import { filled } from '../../issuances/round-columns.js';

/** Spec section 9: at 90 % of the maximum the owner and the managers prepare the disbursement. */
const DISBURSEMENT_NOTICE_PERCENT = 90n;
export const DISBURSEMENT_NOTICE_KIND = 'disbursement_ready' as const;

/** Whether `raised` is at least 90 % of `max` (exact, in cents); a project without a maximum never is. */
function reachesDisbursementThreshold(raised: Money, max: Money): boolean {
  const maxCents = toCents(max);
  return maxCents > 0n && toCents(raised) * 100n >= maxCents * DISBURSEMENT_NOTICE_PERCENT;
}

/**
 * Called after an investment of the project is charged. Raised is what the issuance answers as
 * raised (paid statuses). The notice goes once: the conditional update of
 * `disbursement_notice_sent_at` lets exactly one caller through, however many charge at the same
 * time, and the notifications are written in that same transaction; the e-mails follow the commit.
 */
export async function noticeDisbursementIfDue(deps: Deps, tenant: Tenant, issuanceId: string): Promise<boolean> {
  const [project] = await deps.db
    .select({
      id: issuances.id,
      title: issuances.title,
      ownerId: issuances.ownerId,
      maxFundraising: filled(issuances.maxFundraising),
      sentAt: issuances.disbursementNoticeSentAt,
    })
    .from(issuances)
    .where(and(eq(issuances.id, issuanceId), eq(issuances.tenantId, tenant.id)))
    .limit(1);
  if (!project || project.sentAt !== null) return false;
  const [paid] = await deps.db
    .select({ raised: sql<string>`coalesce(sum(${investments.amount}), 0)::numeric(18, 2)::text` })
    .from(investments)
    .where(and(eq(investments.issuanceId, project.id), inArray(investments.status, [...PAID_INVESTMENT_STATUSES])));
  const raised = toMoney(paid?.raised ?? '0');
  if (!reachesDisbursementThreshold(raised, project.maxFundraising)) return false;

  const facts = { id: project.id, title: project.title, raised, maxFundraising: project.maxFundraising };
  const texts = inEachLanguage(tenant, (format) => {
    const percent = formatPercent(Number(DISBURSEMENT_NOTICE_PERCENT), format.locale);
    const [raisedWords, maxWords] = [format.money(raised), format.money(project.maxFundraising)];
    return format.locale === 'es'
      ? { title: `${project.title}: ${percent}`, body: `${project.title} ha recaudado ${raisedWords} de ${maxWords}: prepara el desembolso.` }
      : { title: `${project.title}: ${percent}`, body: `${project.title} has raised ${raisedWords} of ${maxWords}: prepare the disbursement.` };
  });
  const pending = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(issuances)
      .set({ disbursementNoticeSentAt: deps.clock.now() })
      .where(and(eq(issuances.id, project.id), isNull(issuances.disbursementNoticeSentAt)))
      .returning({ id: issuances.id });
    if (claimed.length === 0) return [];
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), or(eq(users.id, project.ownerId), eq(users.primaryRole, 'ADMIN'), eq(users.secondaryRole, 'ADMIN'))));
    const now = deps.clock.now();
    const draft = {
      tenantId: tenant.id,
      kind: DISBURSEMENT_NOTICE_KIND,
      texts,
      subject: { type: 'issuance' as const, id: project.id },
      payload: { issuance_id: project.id, raised, max_fundraising: project.maxFundraising, percent: Number(DISBURSEMENT_NOTICE_PERCENT) },
    };
    // The owner's e-mail links to the entrepreneur's page of the project, the managers' to theirs.
    const owner = people.filter((person) => person.id === project.ownerId).map((person) => person.id);
    const managers = people.filter((person) => person.id !== project.ownerId).map((person) => person.id);
    return [
      await notify(tx, now, { ...draft, userIds: owner, mail: disbursementReadyMail(tenant, facts, 'entrepreneur') }),
      await notify(tx, now, { ...draft, userIds: managers, mail: disbursementReadyMail(tenant, facts, 'manager') }),
    ];
  });
  await deliver(deps, tenant, ...pending);
  return pending.some((batch) => batch.rows.length > 0);
}
