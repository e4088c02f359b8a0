import { createConfig } from '@shop/build-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_engagement',
  exposes: { './app': './src/app/lifecycles.tsx', './overlay': './src/app/overlay.tsx' },
  port: 3004,
  server: './src/server/render.tsx',
});
