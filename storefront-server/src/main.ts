// `npm run serve`: the storefront server over the deploy folder (DEPLOY_DIR), on PORT (8080),
// reading its settings from the environment (storefront-server/README.md "Configuration").
// `npm start` starts it the same way, after the build and the start's release step.
import { deployDir } from '@shop/release';
import { startStorefrontServer } from './server';

const { port } = await startStorefrontServer();
console.log(`[serve] storefront on http://localhost:${port} (deploy folder ${deployDir()})`);
