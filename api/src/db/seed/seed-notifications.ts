import { NOTIFICATION_CATEGORY_OF, type NotificationKind, type NotificationSubject } from 'shared';
import * as t from '../schema.js';
import { adReferences } from './seed-board.js';
import type { SeedScope, UserIdOf } from './seed-scope.js';

/** A few notifications of each demo user's inbox, read and unread, in both languages. */
export async function seedNotifications({ db, tenant, tenantId, now, at }: SeedScope, userId: UserIdOf, published: { id: string } | undefined, transferIds: readonly string[]): Promise<void> {
  const adReference = adReferences(now);
  type DemoNote = { local: string; kind: NotificationKind; es: [string, string]; en: [string, string]; daysAgo: number; read?: boolean; subject?: { type: NotificationSubject; id: string | null | undefined } };
  const note = ({ local, kind, es, en, daysAgo, read = false, subject }: DemoNote) => ({
    tenantId,
    userId: userId(local),
    kind,
    category: NOTIFICATION_CATEGORY_OF[kind],
    title: es[0],
    body: es[1],
    texts: { es: { title: es[0], body: es[1] }, en: { title: en[0], body: en[1] } },
    subjectType: subject?.id ? subject.type : null,
    subjectId: subject?.id ?? null,
    createdAt: at(daysAgo),
    readAt: read ? at(daysAgo - 1) : null,
  });
  await db.insert(t.notifications).values([
    note({ local: 'investor', kind: 'message', es: ['Bienvenida', `Te damos la bienvenida a ${tenant.name}.`], en: ['Welcome', `Welcome to ${tenant.name}.`], daysAgo: 60, read: true }),
    note({
      local: 'investor',
      kind: 'earning_paid',
      es: ['Wind Repowering: dividendo pagado', 'Un dividendo de Wind Repowering está listo para reclamar.'],
      en: ['Wind Repowering: dividend paid', 'A dividend of Wind Repowering is ready to claim.'],
      daysAgo: 5,
    }),
    note({
      local: 'investor',
      kind: 'ad_published',
      es: [`Anuncio ${adReference(1)} publicado`, 'Tu anuncio ya está en el tablón.'],
      en: [`Ad ${adReference(1)} published`, 'Your ad is on the board.'],
      daysAgo: 3,
      subject: { type: 'ad', id: published?.id },
    }),
    note({
      local: 'investor',
      kind: 'transfer_received',
      es: ['Has recibido 5 tokens', 'Premium te ha transferido 5 tokens de Bridge Notes 2027.'],
      en: ['You received 5 tokens', 'Premium transferred you 5 tokens of Bridge Notes 2027.'],
      daysAgo: 8,
      read: true,
      subject: { type: 'transfer', id: transferIds[1] },
    }),
    note({
      local: 'premium',
      kind: 'message',
      es: ['Anuncio en revisión', 'Tu anuncio se está revisando y se publicará en minutos.'],
      en: ['Ad in review', 'Your ad is being reviewed and will be published within minutes.'],
      daysAgo: 1,
    }),
    note({
      local: 'pending',
      kind: 'account_validation',
      es: ['Validación en curso', 'Estamos validando tu identidad; puede tardar hasta 24 horas.'],
      en: ['Validation in progress', 'Your identity is being validated; this may take up to 24 hours.'],
      daysAgo: 1,
    }),
    note({
      local: 'manager',
      kind: 'message',
      es: ['Usuario pendiente de validar', `pending@${tenant.mailDomain} espera su validación.`],
      en: ['User pending validation', `pending@${tenant.mailDomain} is waiting for validation.`],
      daysAgo: 1,
    }),
    note({
      local: 'entrepreneur',
      kind: 'investment_status',
      es: ['Nueva inversión', 'Irene Inversora ha reservado 20 tokens de Madrid Retail Loan.'],
      en: ['New investment', 'Irene Inversora reserved 20 tokens of Madrid Retail Loan.'],
      daysAgo: 2,
    }),
    note({
      local: 'company',
      kind: 'message',
      es: ['Progreso de la campaña', 'Solar Park Almería ha superado su mínimo.'],
      en: ['Campaign progress', 'Solar Park Almería passed its soft cap.'],
      daysAgo: 4,
    }),
  ]);
}
