// @shop/release-cli/n1: N-1 in CI (docs/release.md "N-1 in CI", "The contract across versions"):
// the production versions of releases.json against today's shell and contract.
export { CACHE, contractBreaks, contractProblems, currentContract, judgeContract, SHARED } from './contract-check';
export { contractImports, n1ContractProblems, readReleases, todayContract } from './n1';
export { buildN1, N1_DIR } from './n1-build';
