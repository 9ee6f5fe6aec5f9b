import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum; 2 is Argon2id.
const ARGON2ID = 2;

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended floor.
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // malformed hash: treat as a mismatch, never as a server error
  }
}

/** A hash of a random password, to spend the same time verifying when no account exists. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
};
