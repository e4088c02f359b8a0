// @shop/release: what is live and how it changes, for the storefront server and the release tool
// (@shop/release-cli) alike; it imports neither. What only a storefront server runs (the release
// service's endpoints, beacons, metrics and console) is @shop/release/service.

export { parseCanarySteps, parsePause, parseShare } from './canary-plan';
export { decideRelease, type PublishGates, release } from './commands/apply';
export {
  checkManifest,
  type FederationManifest,
  firstCodeOf,
  incompatibility,
  satisfies,
} from './commands/build-check';
export { parseCommand } from './commands/parse';
export { applyRelease, type DecisionContext, recordOf, startLeavesAlone } from './core';
export {
  appendIncident,
  BUILD_INFO,
  bucketNamed,
  cacheControl,
  changeState,
  type DeployStorage,
  deployDir,
  folderStorage,
  INCIDENT_FILE,
  type Incident,
  type LiveRegistry,
  latestBuild,
  listPreviews,
  liveShellManifestKey,
  mediaTypeOf,
  type PreviewRecord,
  previewKey,
  publicRegistry,
  type RegistrySource,
  readIncidents,
  readPreview,
  readState,
  readStoredJson,
  storageFromEnv,
  TYPES,
  uploadVersion,
  writePreview,
} from './deploy-store';
export { collectHealth, describeHealth, describePlan, type HealthByVersion, healthKey } from './health/describe';
export { countsSource, localHealth, readFolderHealth } from './health/local';
export { prometheusHealth } from './health/prometheus';
export {
  canaryStart,
  emptyHealth,
  formatRate,
  type HealthSettings,
  type HealthSource,
  healthSettings,
  rateOf,
} from './health/rules';
export { GOES_LIVE, pruneHistory, rollbackTarget, withdrawnVersions } from './history';
export {
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  parseExpiry,
  previewCookie,
  previewCookieValue,
  previewSecret,
  signPreview,
  verifyPreview,
} from './preview-link';
export { Refusal, refuse } from './refusal';
export { containerOf, folderOf, REMOTE_FOLDERS, SHELL, TARGETS, targetContainer } from './targets';
export type {
  FirstCode,
  ParsedCommand,
  PublicRecord,
  PublicRegistry,
  ReleaseCommand,
  ReleaseRecord,
  ReleaseState,
} from './types';
