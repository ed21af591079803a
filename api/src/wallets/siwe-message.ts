import type { Locale } from 'shared';
import { type Address, getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage } from 'viem/siwe';

/**
 * The Sign-In with Ethereum (EIP-4361) message an investor signs to prove a wallet theirs. Its
 * statement says what the signature proves, in the investor's language; the grammar lets a
 * statement hold only URI characters and spaces (no accents, no line breaks), so the tenant's
 * name is written in those.
 */

const STATEMENTS: Record<Locale, (tenant: string) => string> = {
  en: (tenant) => `I sign to prove that I control this wallet, so that ${tenant} may send my tokens to it. This costs nothing and moves no funds.`,
  es: (tenant) => `Firmo para demostrar que controlo esta wallet y que ${tenant} puede enviar a ella mis tokens. No cuesta nada ni mueve fondos.`,
};

/** EIP-4361's `statement = *( reserved / unreserved / " " )`: RFC 3986's reserved and unreserved characters and the space. */
export const SIWE_STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/;

/** The tenant's name within the statement's characters: accents dropped, anything else left out. */
function statementText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export function statementOf(language: Locale, tenantName: string): string {
  return STATEMENTS[language](statementText(tenantName) || 'the platform');
}

export interface ChallengeFields {
  /** The front's origin the investor signs in from: its host is the message's domain, the origin its URI. */
  front: URL;
  address: Address;
  statement: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

export function challengeMessage(fields: ChallengeFields): string {
  return createSiweMessage({
    domain: fields.front.host,
    address: getAddress(fields.address),
    statement: fields.statement,
    uri: fields.front.origin,
    version: '1',
    chainId: fields.chainId,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expiresAt,
  });
}

/** The fields a proof is checked with; undefined when the text is not an EIP-4361 message (a required field is missing). */
export function readChallengeMessage(message: string) {
  const parsed = parseSiweMessage(message);
  const { address, domain, uri, version, chainId, nonce, issuedAt } = parsed;
  if (!address || !domain || !uri || version !== '1' || !chainId || !nonce || !issuedAt || Number.isNaN(issuedAt.getTime())) return undefined;
  return { address, domain, uri, chainId, nonce, issuedAt, expirationTime: parsed.expirationTime };
}
