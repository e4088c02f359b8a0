// The shell's second entry module (index.ts, the first, has asked for the registry). The shell's
// start and everything it imports (the contract, the chrome, single-spa) run in a task of their own,
// after the one that ran this chunk's modules so far: one task for both was the longest of a
// phone's first view (bench/README.md "Phone first view"). The import is "eager": the module is in
// this chunk already, so there is no request, only the wait for the next task.
import { nextTask } from './next-task';

void nextTask().then(() => import(/* webpackMode: "eager" */ './start'));
