import { toastRaised } from '@shop/shared/state';
import * as app from './lifecycles';

// `pnpm dev` alone: mounts this remote without the shell, against the local provider. The shell
// owns toasts, so here they go to the console.
toastRaised.watch((toast) => console.info(`[toast:${toast.kind}]`, toast.message));

async function main() {
  const node = document.getElementById('root') as HTMLElement;
  await app.bootstrap({ name: 'mf_account', domElement: node });
  await app.mount({ name: 'mf_account', domElement: node });
  const overlay = await import('./overlay');
  const overlayNode = document.getElementById('overlay') as HTMLElement;
  await overlay.bootstrap({ name: 'overlay', domElement: overlayNode });
  await overlay.mount({ name: 'overlay', domElement: overlayNode });
}

void main();
