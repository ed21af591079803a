import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { businessDay, DRAWN_SIGNATURE_MAX_BYTES, DRAWN_SIGNATURE_PREFIX, signatureRequestSchema, type ContractText, type InvestmentStatus, type Signature, type SignatureRequest } from 'shared';
import type { Deps, Principal } from '../app-env.js';
import { companies, files, investments, investmentSignatures, issuances, users } from '../db/schema.js';
import { findOwnInvestment, orderedAt, toInvestmentAnswer } from '../investments/investment-answer.js';
import { moveInvestment, transitionNotAllowed, type InvestmentRow } from '../investments/move-investment.js';
import { ApiError, errors } from '../lib/errors.js';
import { isUuid } from '../lib/uuid.js';
import { parseWith, ValidationError } from '../lib/validation.js';
import { investPageUrl, sendSigned } from '../mail/templates/payments.js';
import { afterCharged, totalOf } from '../payments/payment-service.js';
import type { Caller } from '../routes/caller.js';
import { customizationOf } from '../routes/customization/customization.handlers.js';
import { actorOf, freshUser } from '../routes/invest/invest.handlers.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { contractBlocks, contractPdf, type ContractFacts } from './contract-pdf.js';
import { signedAfterPayment } from './signed-before-payment.js';
import { isComplete } from '../issuances/round-columns.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A contract exists once there is an order: not for a mere interest nor a cancelled one. */
const NO_CONTRACT = new Set(['RESERVED', 'CANCELED']);

async function ownInvestment(deps: Deps, { tenant, principal }: Caller, id: string) {
  const found = isUuid(id) ? await findOwnInvestment(deps.db, tenant.id, principal.user.id, id) : undefined;
  if (!found) throw errors.notFound('investment_not_found');
  return found;
}

async function factsOf(deps: Deps, tenant: Tenant, row: InvestmentRow): Promise<ContractFacts> {
  const [issuance] = await deps.db.select().from(issuances).where(eq(issuances.id, row.issuanceId)).limit(1);
  if (!issuance || !isComplete(issuance)) throw new Error('investment without a complete issuance');
  const [owner] = await deps.db
    .select({ name: users.name, surname: users.surname, email: users.email, company: companies.organisationName, taxId: companies.taxId })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, issuance.ownerId))
    .limit(1);
  const investor = await freshUser(deps.db, row.investorId);
  const [company] = await deps.db.select().from(companies).where(eq(companies.userId, investor.id)).limit(1);
  const ordered = orderedAt(row) ?? row.createdAt;
  const personName = [investor.name, investor.surname].filter(Boolean).join(' ');
  return {
    investmentId: row.id,
    platform: { name: tenant.name },
    issuer: {
      name: owner?.company ?? ([owner?.name, owner?.surname].filter(Boolean).join(' ') || owner?.email || '-'),
      taxId: owner?.taxId ?? null,
    },
    project: { title: issuance.title, tokenSymbol: issuance.tokenSymbol, tokenName: issuance.tokenName },
    investor: {
      name: company ? `${company.organisationName} (${company.taxId}), ${personName}` : personName || investor.email,
      idNumber: investor.idNumber,
      email: investor.email,
    },
    tokens: row.tokenAmount,
    tokenPrice: issuance.tokenPrice,
    amount: row.amount,
    balanceUsed: row.balanceUsed,
    fee: row.fee,
    total: totalOf(row),
    currency: customizationOf(tenant).currency.code,
    paymentMethod: row.paymentMethod,
    orderDay: businessDay(ordered, tenant.timeZone),
    timeZone: tenant.timeZone,
    documentDate: ordered,
    reflectionPeriod: investor.sophisticated !== true,
  };
}

/** GET /investments/{id}/contract: the unsigned contract, the same bytes every time for the same order. */
export async function contractOf(deps: Deps, caller: Caller, id: string): Promise<Uint8Array> {
  const found = await ownInvestment(deps, caller, id);
  if (NO_CONTRACT.has(found.investment.status)) throw new ApiError(409, 'contract_not_available');
  return contractPdf(await factsOf(deps, caller.tenant, found.investment));
}

/**
 * GET /investments/{id}/contract/text: the contract's blocks, which the sign step shows as text,
 * with the hash of the PDF they are drawn into and whether that document is signed.
 */
export async function contractTextOf(deps: Deps, caller: Caller, id: string): Promise<{ data: ContractText }> {
  const found = await ownInvestment(deps, caller, id);
  if (NO_CONTRACT.has(found.investment.status)) throw new ApiError(409, 'contract_not_available');
  const facts = await factsOf(deps, caller.tenant, found.investment);
  const documentSha256 = sha256(await contractPdf(facts));
  const blocks = contractBlocks(facts).map((block) => (block.kind === 'row' ? { kind: block.kind, label: block.label, value: block.value } : { kind: block.kind, text: block.text }));
  return { data: { investment_id: found.investment.id, blocks, document_sha256: documentSha256, signed: await signatureOver(deps, found.investment.id, documentSha256) } };
}

async function signatureOver(deps: Deps, investmentId: string, documentSha256: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: investmentSignatures.id })
    .from(investmentSignatures)
    .where(and(eq(investmentSignatures.investmentId, investmentId), eq(investmentSignatures.documentSha256, documentSha256)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the contract of the order, as it stands now (method, fee, total…), carries the
 * investor's signature: a payment may only start then. A change of method after signing changes
 * the contract, which is then signed again.
 */
export async function isContractSigned(deps: Deps, tenant: Tenant, row: InvestmentRow): Promise<boolean> {
  return signatureOver(deps, row.id, sha256(await contractPdf(await factsOf(deps, tenant, row))));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

/** The drawn signature's bytes: a PNG by its signature and first chunk, within the size limit. */
function pngOf(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(DRAWN_SIGNATURE_PREFIX.length), 'base64'));
  const isPng = PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) && IHDR.every((byte, index) => bytes[12 + index] === byte);
  if (!isPng || bytes.byteLength > DRAWN_SIGNATURE_MAX_BYTES) throw new ValidationError({ drawn_signature: { key: 'validator.error_signature_image' } });
  return bytes;
}

export interface RequestFacts {
  ip: string | null;
  userAgent: string | null;
}

function signatureAnswer(row: InvestmentRow, evidence: typeof investmentSignatures.$inferSelect): Signature {
  return {
    investment_id: row.id,
    status: row.status,
    evidence: {
      signer_id: evidence.signerId,
      typed_name: evidence.typedName,
      signed_at: evidence.signedAt.toISOString(),
      ip: evidence.ip,
      user_agent: evidence.userAgent,
      document_sha256: evidence.documentSha256,
      signed_document_sha256: evidence.signedDocumentSha256,
      provider: evidence.provider,
    },
    signed_contract_url: `/api/v2/pfp/investments/${row.id}/signed-contract`,
  };
}

/**
 * Where a contract is signed: once the method is chosen and before paying (the contract states
 * method, fee and total). Orders paid before signing came first (older orders) are still signed
 * after their payment.
 */
const SIGNABLE_BEFORE_PAYMENT: readonly InvestmentStatus[] = ['METHOD_PAYMENT'];
const SIGNABLE_AFTER_PAYMENT: readonly InvestmentStatus[] = ['CHARGED', 'SIGNED_PENDING'];

/**
 * POST /investments/{id}/signature: signs the contract through the tenant's signature adapter
 * (`modules.signature`; the built-in simple electronic signature by default). Before payment the
 * evidence row and the signed PDF's file commit together and the order waits for its payment
 * (paid from the balance, it is paid now: METHOD_PAYMENT → CHARGED → SIGNED); an order paid
 * before signing moves CHARGED → SIGNED. The stored file is removed again if the transaction
 * does not commit. A tenant that hides signing has no such step (409).
 */
export async function signInvestment(deps: Deps, caller: Caller, id: string, body: SignatureRequest, request: RequestFacts): Promise<{ data: Signature }> {
  const { tenant, principal } = caller;
  const customization = customizationOf(tenant);
  if (customization.hide.signInvestment) throw new ApiError(409, 'signature_not_required');
  const input = await parseWith(signatureRequestSchema, body);
  const drawn = pngOf(input.drawn_signature);
  const found = await ownInvestment(deps, caller, id);
  const beforePayment = SIGNABLE_BEFORE_PAYMENT.includes(found.investment.status);
  if (!beforePayment && !SIGNABLE_AFTER_PAYMENT.includes(found.investment.status)) throw transitionNotAllowed();

  const contract = await contractPdf(await factsOf(deps, tenant, found.investment));
  const documentSha256 = sha256(contract);
  if (await signatureOver(deps, found.investment.id, documentSha256)) throw transitionNotAllowed();
  const signedAt = deps.clock.now();
  const provider = deps.signatures.forTenant(customization.modules.signature);
  let signedPdf: Uint8Array;
  try {
    ({ signedPdf } = await provider.sign({
      contract,
      drawnSignature: drawn,
      evidence: { signerId: principal.user.id, typedName: input.typed_name, signedAt, timeZone: tenant.timeZone, ip: request.ip, userAgent: request.userAgent, documentSha256, actingManagerId: actingManagerOf(principal) },
    }));
  } catch (error) {
    // pdf-lib refuses a PNG whose chunks are broken even though its header looked right.
    if (error instanceof ApiError) throw error;
    deps.logger.warn({ err: error }, 'drawn signature not embeddable');
    throw new ValidationError({ drawn_signature: { key: 'validator.error_signature_image' } });
  }

  const fileId = randomUUID();
  const relative = await deps.files.save(tenant.id, fileId, '.pdf', signedPdf);
  try {
    const { row, evidence } = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(investments).where(eq(investments.id, found.investment.id)).for('update');
      // Paid amounts, method or status changed since the contract was drawn: sign again.
      if (!current || current.status !== found.investment.status || current.fee !== found.investment.fee || current.paymentMethod !== found.investment.paymentMethod) {
        throw transitionNotAllowed();
      }
      await tx.insert(files).values({ id: fileId, tenantId: tenant.id, issuanceId: null, purpose: 'signed_contract', storage: 'upload', path: relative, name: `contract-${current.id}`, contentType: 'application/pdf' });
      const [evidence] = await tx
        .insert(investmentSignatures)
        .values({
          tenantId: tenant.id,
          investmentId: current.id,
          signerId: principal.user.id,
          actingManagerId: actingManagerOf(principal),
          typedName: input.typed_name,
          signedAt,
          ip: request.ip,
          userAgent: request.userAgent?.slice(0, 500) ?? null,
          documentSha256,
          signedDocumentSha256: sha256(signedPdf),
          signatureImageSha256: sha256(drawn),
          fileId,
          provider: provider.name,
        })
        .returning();
      if (!evidence) throw new Error('signature insert returned nothing');
      await tx.update(investments).set({ signedDocumentUrl: `/api/v2/pfp/investments/${current.id}/signed-contract` }).where(eq(investments.id, current.id));
      let row: InvestmentRow = current;
      if (!beforePayment) row = await moveInvestment(tx, { investmentId: current.id, to: 'SIGNED', actor: actorOf(principal), reason: `signed (${provider.name})`, at: signedAt });
      else if (current.paymentMethod === 'balance') {
        // The balance was set aside when the method was chosen; with the signature the order is paid.
        const charged = await moveInvestment(tx, { investmentId: current.id, to: 'CHARGED', actor: actorOf(principal), reason: 'paid in full from the available balance', at: signedAt });
        row = await signedAfterPayment(tx, charged, signedAt);
      }
      return { row, evidence };
    });
    if (row.status === 'SIGNED' && beforePayment) await afterCharged(deps, tenant, row);
    const investor = await freshUser(deps.db, row.investorId);
    const answer = toInvestmentAnswer(row, found.issuance, { sophisticated: investor.sophisticated, now: signedAt, timeZone: tenant.timeZone });
    await sendSigned(deps, tenant, row, { answer, email: investor.email, language: investor.language }, investPageUrl(tenant, found.issuance.slug, 'congratulations'));
    return { data: signatureAnswer(row, evidence) };
  } catch (error) {
    await deps.files.remove([{ storage: 'upload', path: relative }]);
    throw error;
  }
}

function actingManagerOf(principal: Principal): string | null {
  return principal.impersonation?.manager.id ?? null;
}

/** GET /investments/{id}/signed-contract: the signed PDF's stored file, of the contract signed last. */
export async function signedContractOf(deps: Deps, caller: Caller, id: string) {
  const found = await ownInvestment(deps, caller, id);
  const [row] = await deps.db
    .select({ file: files })
    .from(investmentSignatures)
    .innerJoin(files, eq(files.id, investmentSignatures.fileId))
    .where(eq(investmentSignatures.investmentId, found.investment.id))
    .orderBy(desc(investmentSignatures.signedAt))
    .limit(1);
  if (!row) throw errors.notFound('signed_contract_not_found');
  return row.file;
}
