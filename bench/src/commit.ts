import { execFileSync } from 'node:child_process';
import { root } from './config';

/** The commit a recorded run was made at, `+changes` with uncommitted work (its figures are not the commit's alone). */
export function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root }).toString().trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root })
      .toString()
      .trim();
    return changed ? `${head}+changes` : head;
  } catch {
    return 'nogit';
  }
}
