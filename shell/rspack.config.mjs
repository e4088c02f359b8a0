import { createConfig } from '@shop/shared/build';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  host: true,
  port: 3000,
  server: './src/server/render.tsx',
});
