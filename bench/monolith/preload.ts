import { loadApp } from './load-app';

// Stands in for shell/src/app/preload.ts in the monolith build: the same policy (idle, link
// hover) warms the same code through a plain dynamic import.
export function preloadApp(remote: string, _everything = false): void {
  loadApp(remote, 'app').catch(() => {});
}
