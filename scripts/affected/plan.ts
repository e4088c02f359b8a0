// What `pnpm test:affected` runs for a set of changed files: a pure function, so
// the rules are tested on their own (plan.test.ts); cli.ts gathers the inputs from git and pnpm
// and runs the plan. CI (`npm test`) still runs everything.
import { APP_TAGS, type AppTag } from '../../e2e/tests/tags';

export interface WorkspacePackage {
  name: string;
  /** Its folder, relative to the repository root (`mf-basket`). */
  dir: string;
}

export interface PlanInput {
  /** Paths (relative to the root, `/`-separated) changed since the base: commits, working tree, untracked. */
  changedFiles: string[];
  /** Every workspace package but the root. */
  packages: WorkspacePackage[];
  /** The packages pnpm's `--filter "...[<base>]"` selected: the changed ones and their dependents. */
  affected: string[];
}

export interface Plan {
  /** Why everything runs instead (`npm test`); empty when the selection below is enough. */
  everything: string[];
  /** Packages to typecheck (pnpm's names), each with why. */
  typecheck: { name: string; why: string }[];
  /** Packages whose unit tests run (the e2e package's `test` is Playwright: the e2e stage). */
  unit: string[];
  /** Single test files to run, each with why: node's runner for scripts/, vitest in a package. */
  testFiles: { file: string; why: string }[];
  /** The e2e selection: every test carrying one of `tags`, and every test of `files`; null: none. */
  e2e: { tags: AppTag[]; files: string[]; why: string[] } | null;
  /** Changed files biome should check (lint and format). */
  lint: string[];
}

/** The N-1 contract check (docs/release.md "N-1 in CI"); the N-1 e2e rides on the remotes' tags. */
export const N1_CHECKS = ['release-cli/src/n1/n1.test.ts'];
/** The contract's public types against the released contract's (docs/release.md "The contract across versions"). */
export const CONTRACT_CHECKS = ['release-cli/src/n1/contract-check.test.ts'];
/** A change to the docs can break a comment's citation (scripts/doc-citations.test.mjs). */
export const DOC_CHECKS = ['scripts/doc-citations.test.mjs'];

/**
 * The packages whose change reaches every e2e spec: the contract, the packages every application
 * builds and runs on, the provider every page reads, and the runtimes every page goes through (the
 * storefront server, its release service, the harness's release step).
 */
const EVERY_SPEC: Record<string, string> = {
  shared: 'shared (the contract) is read by every remote and the shell',
  'provider-client': 'provider-client (the data layer) runs in every application',
  'react-kit': 'react-kit (lifecycles, routing, hydration) runs in every application',
  'build-preset': 'build-preset builds every application',
  api: 'api (the provider) serves every page',
  'storefront-server': 'storefront-server serves every page',
  release: 'release (the release service) is in every page the server sends',
  'release-cli': "release-cli puts the suite's builds live (its global setup)",
};

/** Packages besides the contract that N-1 remotes run on, as shared singletons (docs/release.md "N-1 in CI"). */
const N1_RUNTIME = ['provider-client', 'react-kit'];

const SPEC_FILE = /^e2e\/tests\/(.+\.spec\.ts)$/;
const isDoc = (file: string) => file.endsWith('.md');

/** Why a changed file makes everything run, or null when the selection covers it. */
export function fallbackReason(file: string): string | null {
  if (isDoc(file)) return null;
  if (file.startsWith('scripts/')) {
    return `${file}: scripts/ builds and starts every app (and holds the checks themselves)`;
  }
  if (file.startsWith('e2e/') && !SPEC_FILE.test(file)) {
    return `${file}: the e2e harness (config, fixtures, helpers) runs under every spec`;
  }
  if (file.startsWith('.ci/')) return `${file}: the CI entry point`;
  if (!file.includes('/') && file !== 'releases.json') {
    return `${file}: a root file (workspace, lockfile, toolchain settings) every package builds with`;
  }
  return null;
}

/** The plan for one set of changes (see Plan). */
export function planChecks({ changedFiles, packages, affected }: PlanInput): Plan {
  const everything = changedFiles.map(fallbackReason).filter((reason): reason is string => reason !== null);
  // The rules speak of folders (shared, mf-basket); pnpm of package names (@shop/shared).
  const nameOf = new Map(packages.map((pkg) => [pkg.dir, pkg.name]));
  const dirOf = new Map(packages.map((pkg) => [pkg.name, pkg.dir]));
  const owner = (file: string) =>
    packages
      .filter((pkg) => file === pkg.dir || file.startsWith(`${pkg.dir}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0]?.dir;
  const defined = (dir: string | undefined): dir is string => dir !== undefined;
  const changed = new Set(changedFiles.map(owner).filter(defined));
  const selected = [...new Set([...affected.map((name) => dirOf.get(name)).filter(defined), ...changed])].sort();

  const changedList = [...changed].sort().join(', ');
  const typecheck = selected.map((dir) => ({
    name: nameOf.get(dir) ?? dir,
    why: changed.has(dir) ? 'changed' : `depends on ${changedList}`,
  }));
  const unit = selected.filter((dir) => dir !== 'e2e').map((dir) => nameOf.get(dir) ?? dir);

  const testFiles: Plan['testFiles'] = [];
  const n1Why = [
    ...(changed.has('shared') ? ['the contract (shared) changed'] : []),
    ...N1_RUNTIME.filter((name) => changed.has(name)).map((name) => `${name} changed (N-1 remotes run on it)`),
    ...[...changed].filter((name) => name.startsWith('mf-')).map((name) => `${name} changed`),
    ...(changedFiles.includes('releases.json') ? ['releases.json (the production versions) changed'] : []),
  ];
  if (n1Why.length > 0) for (const file of N1_CHECKS) testFiles.push({ file, why: n1Why.join('; ') });
  const contractWhy = n1Why.filter((reason) => !/^(mf-|provider-client|react-kit)/.test(reason));
  if (contractWhy.length > 0) for (const file of CONTRACT_CHECKS) testFiles.push({ file, why: contractWhy.join('; ') });
  if (changedFiles.some(isDoc)) for (const file of DOC_CHECKS) testFiles.push({ file, why: 'a document changed' });

  const why: string[] = [];
  let tags: AppTag[] = [];
  const everySpec = selected.filter((name) => Object.hasOwn(EVERY_SPEC, name));
  if (everySpec.length > 0) {
    tags = [...APP_TAGS];
    why.push(...everySpec.map((name) => `every spec: ${EVERY_SPEC[name]}`));
  } else {
    for (const name of selected) {
      const tag = `@${name}`;
      if (!(APP_TAGS as readonly string[]).includes(tag)) continue;
      tags.push(tag as AppTag);
      why.push(`${tag}: ${name} ${changed.has(name) ? 'changed' : `depends on ${changedList}`}`);
    }
    // The N-1 smoke of a changed production version (releases.json) is tagged with its remote and the shell.
    if (changedFiles.includes('releases.json') && !tags.includes('@shell')) {
      tags.push('@shell');
      why.push('@shell: releases.json changed (the N-1 smoke, release-n1.spec.ts, runs under the shell)');
    }
  }
  const files = changedFiles
    .map((file) => SPEC_FILE.exec(file)?.[1])
    .filter((file): file is string => file !== undefined)
    .sort();
  if (files.length > 0) why.push(`changed specs: ${files.join(', ')}`);
  const e2e =
    tags.length > 0 || files.length > 0 ? { tags: APP_TAGS.filter((t) => tags.includes(t)), files, why } : null;

  const lint = changedFiles.filter((file) => /\.(m?[jt]sx?|css)$/.test(file));
  return { everything, typecheck, unit, testFiles, e2e, lint };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Playwright's --grep for an e2e selection. It is matched against a test's file, describe and
 * test titles and its tags, joined by spaces, so one pattern selects the tagged tests and every
 * test of the changed spec files at once.
 */
export function grepFor(selection: { tags: readonly string[]; files: readonly string[] }): string {
  const words = [...selection.tags, ...selection.files].map(escapeRegExp);
  return `(^| )(${words.join('|')})( |$)`;
}
