export { DrawProofSection } from './ui/DrawProofSection';
