import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  businessDay,
  businessDayRange,
  formatTokens,
  pageMeta,
  PRODUCT_TYPES,
  type Role,
  rolesOf,
  toMoney,
  type Transfer,
  type TransfersQuery,
  type TransfersResponse,
} from 'shared';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { ads, issuances, tokens, transfers, users, wallets, type NotificationTexts } from '../../db/schema.js';
import { EVM_LEDGER } from '../../ledger/evm/evm-ledger.js';
import { registerHolder, requireTenantChain, submitOnChain } from '../../ledger/evm/tenant-chain.js';
import { ledgerAccountOf, lockHolding } from '../../ledger/holdings.js';
import { ApiError, errors } from '../../lib/errors.js';
import { amountCell, type Cell, type ExportColumn } from '../../lib/table-export.js';
import { isUuid } from '../../lib/uuid.js';
import { inEachLanguage } from '../../notifications/mail-format.js';
import { deliver, notify } from '../../notifications/notify.js';
import { publicNameOf } from '../../notifications/public-name.js';
import type { Caller } from '../caller.js';
import { availableTokens } from '../board/board.handlers.js';

const conflict = (key: string) => new ApiError(409, key);
const recipientNotFound = () => errors.notFound('recipient_not_found');
const INVESTOR_ROLES = rolesOf('investor') as readonly Role[];
const isInvestor = sql`(${users.primaryRole} in ${INVESTOR_ROLES} or ${users.secondaryRole} in ${INVESTOR_ROLES})`;

interface Recipient {
  id: string;
  name: string;
  wallet: string;
}

/**
 * The registered investor of the tenant a wallet address or an e-mail names, or 404. An address
 * is one user's at most (the wallets' unique index), and only ever says where tokens go.
 */
async function recipientOf(deps: Deps, caller: Caller, destination: { wallet?: string | undefined; email?: string | undefined }): Promise<Recipient> {
  const person = { id: users.id, name: users.name, surname: users.surname, username: users.username };
  const [found] = destination.wallet
    ? await deps.db
        .select(person)
        .from(wallets)
        .innerJoin(users, eq(users.id, wallets.userId))
        .where(and(eq(wallets.tenantId, caller.tenant.id), sql`lower(${wallets.address}) = lower(${destination.wallet})`, isInvestor))
        .limit(1)
    : await deps.db
        .select(person)
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${destination.email ?? ''})`, eq(users.tenantId, caller.tenant.id), isInvestor))
        .limit(1);
  if (!found) throw recipientNotFound();
  const account = await ledgerAccountOf(deps.db, found.id);
  return { id: found.id, name: publicNameOf(found), wallet: account.address ?? `user:${found.id}` };
}

export async function lookUpRecipient(deps: Deps, caller: Caller, destination: string): Promise<{ data: { name: string; wallet: string } }> {
  const value = destination.trim();
  if (!value) throw recipientNotFound();
  const recipient = await recipientOf(deps, caller, value.includes('@') ? { email: value } : { wallet: value });
  return { data: { name: recipient.name, wallet: recipient.wallet } };
}

export interface TransferInput {
  issuance_id: string;
  tokens: number;
  destination_wallet?: string | undefined;
  destination_email?: string | undefined;
  ad_id?: string | undefined;
  unit_price?: string | undefined;
}

/**
 * Moves tokens to another investor through the ledger port. The sender's holding of the project
 * is locked for the transaction, so the balance checked is the balance spent: concurrent
 * transfers queue and the later ones see what the earlier ones left.
 */
export async function createTransfer(deps: Deps, caller: Caller, input: TransferInput): Promise<{ data: Transfer }> {
  const sender = caller.principal.user;
  const [project] = isUuid(input.issuance_id)
    ? await deps.db
        .select({ id: issuances.id, title: issuances.title, contractAddress: issuances.smartContractAddress, ledger: issuances.ledger, symbol: sql<string>`coalesce(${tokens.symbol}, ${issuances.tokenSymbol}, '')` })
        .from(issuances)
        .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
        .where(and(eq(issuances.id, input.issuance_id), eq(issuances.tenantId, caller.tenant.id)))
    : [];
  if (!project) throw errors.notFound('issuance_not_found');
  const recipient = await recipientOf(deps, caller, { wallet: input.destination_wallet, email: input.destination_email });
  if (recipient.id === sender.id) throw conflict('transfer_to_self');
  const adId = input.ad_id;
  if (adId !== undefined) {
    const [ad] = isUuid(adId) ? await deps.db.select({ id: ads.id }).from(ads).where(and(eq(ads.id, adId), eq(ads.tenantId, caller.tenant.id), eq(ads.sellerId, sender.id))) : [];
    if (!ad) throw errors.notFound('ad_not_found');
  }
  const id = randomUUID();
  const senderName = publicNameOf(sender);
  // On a chain, the recipient's wallet is registered first when it may hold the token; one that
  // may not is left to the contract to refuse (its revert is the 409 the caller reads).
  const chain = project.ledger === EVM_LEDGER ? await requireTenantChain(deps.paymentSecrets, deps.db, caller.tenant.id) : undefined;
  if (chain) await registerHolder(deps, chain, caller.tenant.id, await ledgerAccountOf(deps.db, recipient.id), { issuanceId: project.id, contractAddress: project.contractAddress });
  const { pending } = await deps.db.transaction(async (tx) => {
    await lockHolding(tx, sender.id, project.id);
    if (adId !== undefined) {
      const [closed] = await tx
        .update(ads)
        .set({ status: 'closed', updatedAt: deps.clock.now() })
        .where(and(eq(ads.id, adId), eq(ads.status, 'published'), eq(ads.type, 'sell'), eq(ads.issuanceId, project.id)))
        .returning({ id: ads.id });
      if (!closed) throw conflict('ad_not_open');
    }
    // Tokens offered in the sender's other open ads stay offered: only the rest can move (the named ad is closed above).
    if (input.tokens > (await availableTokens(deps, tx, sender.id, project.id))) throw conflict('insufficient_tokens');
    const from = await ledgerAccountOf(tx, sender.id);
    const to = await ledgerAccountOf(tx, recipient.id);
    const now = deps.clock.now();
    const moved = await deps.ledger.transfer(tx, {
      tenantId: caller.tenant.id,
      issuanceId: project.id,
      contractAddress: project.contractAddress,
      from,
      to,
      amount: input.tokens,
      reference: `transfer:${id}`,
    });
    await tx.insert(transfers).values({
      id,
      tenantId: caller.tenant.id,
      issuanceId: project.id,
      adId: adId ?? null,
      fromUserId: sender.id,
      toUserId: recipient.id,
      tokens: input.tokens,
      originWallet: from.address ?? `user:${sender.id}`,
      destinationWallet: to.address ?? `user:${recipient.id}`,
      transactionReference: moved.transactionReference,
      unitPrice: adId !== undefined && input.unit_price ? toMoney(input.unit_price) : null,
      createdAt: now,
    });
    const sentTexts: NotificationTexts = inEachLanguage(caller.tenant, (format) => {
      const [symbol, count] = [formatTokens(input.tokens, format.locale, project.symbol), format.tokens(input.tokens)];
      return format.locale === 'es'
        ? { title: `Has enviado ${symbol}`, body: `Has transferido ${count} de ${project.title} a ${recipient.name}.` }
        : { title: `You sent ${symbol}`, body: `You transferred ${count} of ${project.title} to ${recipient.name}.` };
    });
    const receivedTexts: NotificationTexts = inEachLanguage(caller.tenant, (format) => {
      const [symbol, count] = [formatTokens(input.tokens, format.locale, project.symbol), format.tokens(input.tokens)];
      return format.locale === 'es'
        ? { title: `Has recibido ${symbol}`, body: `${senderName} te ha transferido ${count} de ${project.title}.` }
        : { title: `You received ${symbol}`, body: `${senderName} transferred you ${count} of ${project.title}.` };
    });
    const subject = { type: 'transfer' as const, id };
    return {
      pending: [
        await notify(tx, now, { tenantId: caller.tenant.id, userIds: [sender.id], kind: 'transfer_sent', texts: sentTexts, subject }),
        await notify(tx, now, { tenantId: caller.tenant.id, userIds: [recipient.id], kind: 'transfer_received', texts: receivedTexts, subject }),
      ],
    };
  });
  if (chain) await submitOnChain(deps, chain, `transfer:${id}`);
  await deliver(deps, caller.tenant, ...pending);
  const [answer] = await transferRows(deps.db, caller, eq(transfers.id, id), { limit: 1, offset: 0 });
  if (!answer) throw new Error('transfer not found after writing it');
  return { data: answer };
}

const counterparty = alias(users, 'counterparty');

function scopeOf(caller: Caller, query: Omit<TransfersQuery, 'page' | 'per_page'>): SQL | undefined {
  const me = caller.principal.user.id;
  const created = businessDayRange(query, caller.tenant.timeZone);
  return and(
    eq(transfers.tenantId, caller.tenant.id),
    query.direction === 'sent' ? eq(transfers.fromUserId, me) : query.direction === 'received' ? eq(transfers.toUserId, me) : or(eq(transfers.fromUserId, me), eq(transfers.toUserId, me)),
    query.issuance_id ? (isUuid(query.issuance_id) ? eq(transfers.issuanceId, query.issuance_id) : sql`false`) : undefined,
    created.start ? gte(transfers.createdAt, created.start) : undefined,
    created.end ? lt(transfers.createdAt, created.end) : undefined,
  );
}

async function transferRows(db: Db, caller: Caller, where: SQL | undefined, page: { limit: number; offset: number }): Promise<Transfer[]> {
  const me = caller.principal.user.id;
  const rows = await db
    .select({
      transfer: transfers,
      project: { id: issuances.id, title: issuances.title, slug: issuances.slug, tokenSymbol: sql<string>`coalesce(${tokens.symbol}, ${issuances.tokenSymbol}, '')`, productType: issuances.productType },
      other: { id: counterparty.id, name: counterparty.name, surname: counterparty.surname, username: counterparty.username },
      adReference: ads.reference,
    })
    .from(transfers)
    .innerJoin(issuances, eq(issuances.id, transfers.issuanceId))
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    .innerJoin(counterparty, sql`${counterparty.id} = case when ${transfers.fromUserId} = ${me} then ${transfers.toUserId} else ${transfers.fromUserId} end`)
    .leftJoin(ads, eq(ads.id, transfers.adId))
    .where(where)
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    id: row.transfer.id,
    project: {
      id: row.project.id,
      title: row.project.title,
      slug: row.project.slug,
      token_symbol: row.project.tokenSymbol,
      product_type: PRODUCT_TYPES.find((type) => type === row.project.productType) ?? PRODUCT_TYPES[0],
    },
    direction: row.transfer.fromUserId === me ? 'sent' : 'received',
    tokens: row.transfer.tokens,
    counterparty: { id: row.other.id, name: publicNameOf(row.other) },
    origin_wallet: row.transfer.originWallet,
    destination_wallet: row.transfer.destinationWallet,
    transaction_reference: row.transfer.transactionReference ?? '',
    ad_reference: row.adReference,
    unit_price: row.transfer.unitPrice === null ? null : toMoney(row.transfer.unitPrice),
    created_at: row.transfer.createdAt.toISOString(),
  }));
}

export async function listTransfers(deps: Deps, caller: Caller, query: TransfersQuery): Promise<TransfersResponse> {
  const where = scopeOf(caller, query);
  const [total] = await deps.db.select({ total: count() }).from(transfers).where(where);
  return {
    data: await transferRows(deps.db, caller, where, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    meta: pageMeta(query.page, query.per_page, total?.total ?? 0),
  };
}

type ExportedTransfer = Transfer & { day: string };

const EXPORT_COLUMNS: readonly ExportColumn<ExportedTransfer>[] = [
  { header: 'Date', value: (row) => row.day },
  { header: 'Direction', value: (row) => row.direction },
  { header: 'Project', value: (row) => row.project.title },
  { header: 'Token', value: (row) => row.project.token_symbol },
  { header: 'Tokens', value: (row) => row.tokens },
  { header: 'Counterparty', value: (row) => row.counterparty.name },
  { header: 'Origin wallet', value: (row) => row.origin_wallet },
  { header: 'Destination wallet', value: (row) => row.destination_wallet },
  { header: 'Transaction', value: (row) => row.transaction_reference },
  { header: 'Ad', value: (row) => row.ad_reference },
  { header: 'Unit price', value: (row): Cell => (row.unit_price === null ? null : amountCell(row.unit_price)) },
];
export const TRANSFER_EXPORT_HEADERS = EXPORT_COLUMNS.map((column) => column.header);

/** Every transfer the filters select, as export rows (business dates in the tenant's zone). */
export async function* transferExportRows(db: Db, caller: Caller, query: Omit<TransfersQuery, 'page' | 'per_page'>): AsyncGenerator<Cell[]> {
  const where = scopeOf(caller, query);
  for (let offset = 0; ; offset += 500) {
    const batch = await transferRows(db, caller, where, { limit: 500, offset });
    for (const transfer of batch) {
      const row = { ...transfer, day: businessDay(new Date(transfer.created_at), caller.tenant.timeZone) };
      yield EXPORT_COLUMNS.map((column) => column.value(row));
    }
    if (batch.length < 500) return;
  }
}


