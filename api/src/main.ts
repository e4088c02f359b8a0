import { startProvider } from './server';

const server = await startProvider({ seedFile: process.env.SEED_FILE || undefined });
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
