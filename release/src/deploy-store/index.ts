// The deploy store: everything a deploy folder or bucket holds for the release — the release state
// and its public registry (the only code that reads or writes registry.json), the versions and
// their build records, preview records, each server's health counts, the server-render incidents
// and the shared secrets — for the storefront server and the release tool alike. The bucket's
// storage loads the S3 client, so it is loaded only for a bucket (storageFromEnv), or by name:
// @shop/release/bucket.
export { LOCK_DEFAULTS, LOCK_FOLDER, withBucketLock } from './bucket-lock';
export { healthFileOf, readHealthFile, readServersHealth, writeHealthFile } from './health-files';
export { appendIncident, INCIDENT_FILE, type Incident, readIncidents } from './incidents';
export { listPreviews, type PreviewRecord, previewKey, readPreview, writePreview } from './previews';
export { PUBLIC_STEPS, publicRegistry } from './public-registry';
export { type LiveRegistry, type RegistrySource, registrySource } from './registry-source';
export { folderSecret } from './secrets';
export { cacheControl, mediaTypeOf, TYPES } from './serving';
export { changeState, readState, STATE_FOLDER, writePublicViews } from './state';
export { bucketNamed, type DeployStorage, deployDir, folderStorage, storageFromEnv } from './storage';
export { uploadVersion } from './upload';
export { BUILD_INFO, latestBuild, liveShellManifestKey, readStoredJson } from './versions';
