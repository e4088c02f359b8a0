// Secrets the release tool and the storefront servers sharing a deploy folder share through it:
// `.release/<name>` (hidden: never served), made once by whichever needs it first.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The secret `.release/<name>` of the deploy folder `root` (made once: the first writer wins, the others read it). */
export function folderSecret(root: string, name: string): string {
  const file = join(root, '.release', name);
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      // The first server to make one wins; the others read it.
      linkSync(tmp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(tmp);
    }
  }
  return readFileSync(file, 'utf8').trim();
}
