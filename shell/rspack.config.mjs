import { createConfig } from '@shop/build-preset';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 3000,
  server: './src/server/render.tsx',
});
