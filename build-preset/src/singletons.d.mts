// The types of singletons.mjs for the TypeScript packages that read it (the release's build check,
// the N-1 check); the module itself is JSDoc-typed and checked with this package.

/** The version each workspace share key is provided at: its package's. */
export declare const WORKSPACE_VERSIONS: Record<string, string>;
/** Loaded once in the page whoever loads first: each share key with its required range. */
export declare const SINGLETONS: Record<string, string>;
/** Singletons the shell does not bundle: the first remote on a page loads its own copy. */
export declare const LOADED_BY_FIRST_REMOTE: string[];
