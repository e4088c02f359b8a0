// @shop/release/service: what a storefront server runs of the release (docs/adr/010): the release
// service's endpoints (page tokens, beacons, the canary analysis and its automatic abort, the
// release console) and their metrics. The server mounts them; nothing else imports them.
export { CONSOLE_PATH, isConsolePath } from './console/console';
export { BEACON_PATH, MAX_BEACON_BYTES, readBeacon } from './health/beacon';
export { startMetricsServer } from './health/metrics';
export { createPageTokens } from './health/page-token';
export { clientOf, createRateLimit } from './http/rate-limit';
export { mediaType, type Respond, readSmallBody } from './http/small-body';
export { createReleaseEndpoints, type ReleaseEndpoints } from './service/endpoints';
