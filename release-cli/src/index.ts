// @shop/release-cli: the release manager's tool and the start's release step. The N-1 and
// contract checks are @shop/release-cli/n1 (they load the TypeScript compiler).
export { releaser } from './audit';
export { gateProblems, hasTestRecord, testRecordsDir, writeTestRecord } from './gates';
export { previewStatus, publishPreview, siteOf } from './preview';
export { releaseToolArgs } from './process';
export { runCli, runRelease } from './run';
export { putStartBuildsLive, START_RELEASER } from './start-builds';
export { describeStep, formatStatus, statusText } from './status';
export { USAGE } from './usage';
