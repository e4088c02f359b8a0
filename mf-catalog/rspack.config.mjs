import { createConfig } from '@shop/build-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mf_catalog',
  exposes: { './app': './src/app/lifecycles.tsx' },
  port: 3001,
  server: './src/server/render.tsx',
});
