// Standalone entry for `pnpm dev`: federation negotiates shared singletons before bootstrap runs.
import('./bootstrap');
