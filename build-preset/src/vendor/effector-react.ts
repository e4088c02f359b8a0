// What the `effector-react` singleton is in the composed site (see ./effector.ts for why).
export { useUnit } from 'effector-react/effector-react.mjs';
