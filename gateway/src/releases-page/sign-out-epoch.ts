// Signing out of /_releases must hold on every gateway and after a restart, so it cannot live in
// one gateway's memory. Every gateway already reads the releases folder (RELEASES_DIR, where
// manifest.json is), so the sign-out lives there too: one small file holding a random value, the
// epoch, that every session cookie is signed with (session.ts). Signing out writes a new epoch,
// which ends every session issued before it, on every gateway at its next request. One value, so
// nothing grows with the number of sign-outs; written by temp file and rename, so a reader sees
// the old value or the new one, never half a file. Two sign-outs at once each end everything older,
// whichever write lands last. When the manifest moves into the database, this moves with it.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releasesDir } from '../paths.js';

export const EPOCH_FILE = 'release-page-epoch';

export interface SignOutEpoch {
  /** The current epoch: '' until the first sign-out. */
  read(): Promise<string>;
  /** Ends every session issued so far. */
  renew(): Promise<void>;
}

/** The epoch in `dir` (the releases folder by default), read afresh at every request. */
export function fileEpoch(dir: () => string = releasesDir): SignOutEpoch {
  return {
    async read() {
      try {
        return (await readFile(join(dir(), EPOCH_FILE), 'utf8')).trim();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
        // Unreadable: no session can be trusted, so the page refuses rather than guesses.
        throw error;
      }
    },
    async renew() {
      await mkdir(dir(), { recursive: true });
      const file = join(dir(), EPOCH_FILE);
      const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, `${randomBytes(18).toString('base64url')}\n`);
      await rename(temp, file);
    },
  };
}
