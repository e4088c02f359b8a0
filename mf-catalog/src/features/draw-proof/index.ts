export { DRAW_PROOF_ID, DrawProofSection } from './ui/DrawProofSection';
