// The shapes of the release state (private: who, why, the plans) and of its public copy, the
// registry every page carries (deploy-store/public-registry.ts).

/** The files a page needs first from a version, per exposed module (commands/build-check.ts `firstCodeOf`). */
export type FirstCode = Record<string, { js: string[]; css: string[]; firstRemoteOnly?: string[] }>;

export type Action = 'publish' | 'canary' | 'share' | 'promote' | 'abort' | 'rollback' | 'mark-bad';

export interface HistoryStep {
  action: Action;
  version: string;
  at?: string;
  by?: string;
  reason?: string;
  previous?: string;
  withdrew?: string;
  share?: number;
  from?: number;
  steps?: number[];
  pauseSeconds?: number;
  forced?: string[];
}

export interface Canary {
  version: string;
  share: number;
  /** The shares still to come before the promote. */
  steps?: number[];
  pauseSeconds?: number;
  firstCode?: FirstCode | null;
  since?: string;
  stepSince?: string;
}

export interface ReleaseRecord {
  folder: string;
  live: string;
  firstCode?: FirstCode | null;
  canary?: Canary;
  history: HistoryStep[];
  revision?: number;
  /** Put live by a start (`npm start`), which may replace it; any other command clears the mark. */
  owner?: 'start';
}

export interface ReleaseState {
  revision: number;
  remotes: Record<string, ReleaseRecord>;
  shell?: ReleaseRecord;
}

export type Verb = 'publish' | 'share' | 'promote' | 'abort' | 'rollback' | 'mark-bad' | 'status' | 'preview';

/** A command as parsed (commands/parse.ts); `status` may name no target. */
export interface ParsedCommand {
  verb: Verb;
  folder?: string;
  container?: string;
  version?: string;
  canary?: string;
  pause?: string;
  share?: string;
  to?: string;
  reason?: string;
  force?: string;
  expires?: string;
}

/** A command on one target, with what callers other than the command line add. */
export interface ReleaseCommand extends ParsedCommand {
  folder: string;
  container: string;
  /** The console's form: refused once the target changed since it was drawn. */
  expectRevision?: number;
  /** The release service: refused when the canary was started again meanwhile. */
  canarySince?: string;
  /** The release service's step: refused when the share moved meanwhile. */
  fromShare?: number;
  /** A start's publish (`npm start`): no gates, and it marks the target as the start's. */
  asStart?: boolean;
}

export interface PublicStep {
  action: Action;
  version: string;
  at?: string;
  withdrew?: string;
}

export interface PublicRecord {
  folder: string;
  live: string;
  firstCode?: FirstCode;
  canary?: { version: string; share: number; firstCode?: FirstCode };
  history: PublicStep[];
}

/** registry.json and the copy in every page: only what the shell and the server's render read. */
export interface PublicRegistry {
  revision?: number;
  remotes: Record<string, PublicRecord>;
  shell?: { live: string };
  /** A preview link's registry (storefront-server's previews) says which remote it previews. */
  preview?: { remote: string; version: string };
}

/** Counted page-load outcomes per remote, version and 5-second slot (health/rules.ts). */
export interface PageLoadCounts {
  remotes: Record<string, Record<string, Record<string, { loaded: number; failed: number }>>>;
}
