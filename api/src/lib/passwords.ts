import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes), a few tens of ms per hash here, computed off the
// event loop. The algorithm is left to the library default (argon2id) because its `Algorithm`
// is a const enum that does not exist at runtime under tsx.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A valid hash of a password nobody knows: verified against when the e-mail is unknown so timing does not reveal accounts. */
const decoyHash = hashPassword(`decoy-${Math.random()}`);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    if (storedHash === undefined) {
      await verify(await decoyHash, password);
      return false;
    }
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
