// argon2id with the OWASP minimum profile (19 MiB, 2 passes, 1 lane).
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { Lane } from '../db/lane';

const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/**
 * Hashes and verifications at once: one a core, at most libuv's 4 threads, where they run. Each
 * holds 19 MiB while it runs, and the C allocator keeps what a thread used: on 2 cores 4 at once
 * were no faster than 2 (log-ins 84-90 a second either way) and the API bench's log-ins and
 * sign-ups took the PGlite API 69-70 MB higher, against 33 MB with 2 (api/README.md, Memory and
 * stalls). The others wait their turn, a 503 with Retry-After past 5 s (db/lane.ts).
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism(), 4));
const hashing = new Lane(HASHES_AT_ONCE);

/** The hashing lane's counts (running, waiting, the most at once), for tests. */
export const hashingStats = () => hashing.stats();

export const hashPassword = (password: string): Promise<string> => hashing.run(() => hash(password, OPTIONS));

/** A real hash to verify against when the user does not exist, so both failures take as long. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // A hash refused its turn (busy) is not kept: the next log-in makes it again.
    decoy ??= hashPassword('decoy-Password1!').catch((error: unknown) => {
      decoy = null;
      throw error;
    });
    const against = await decoy;
    await hashing.run(() => verify(against, password).catch(() => false));
    return false;
  }
  // A hash that cannot be read is a wrong password; a turn refused (busy) is not.
  return hashing.run(() => verify(passwordHash, password).catch(() => false));
}
