// What is released: the shell and the four remotes, named by folder (`mf-basket`) on the command
// line and in the deploy folder, by container (`mf_basket`) in the release state and the registry.

/** The shell is released like a remote, under this name, but never as a canary. */
export const SHELL = 'shell';
export const REMOTE_FOLDERS = ['mf-catalog', 'mf-basket', 'mf-account', 'mf-engagement'];
/** Release targets, in the order a start puts them live: the shell first, then the remotes. */
export const TARGETS = [SHELL, ...REMOTE_FOLDERS];

export const containerOf = (folder: string) => folder.replace(/-/g, '_');
export const folderOf = (container: string) => container.replace(/_/g, '-');
/** The container of a target folder: the shell's is its own name. */
export const targetContainer = (folder: string) => (folder === SHELL ? SHELL : containerOf(folder));
