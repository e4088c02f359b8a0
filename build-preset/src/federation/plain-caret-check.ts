import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A plain version, as every package's own version and every caret of the singleton list are written. */
const PLAIN = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

/**
 * Whether `version` is in the range `^M.m.p` (npm's caret: no change to the left-most non-zero
 * part), or `undefined` for anything that is not a plain caret over a plain version (a
 * pre-release, a tilde, `||`): the federation runtime's own check decides those.
 */
export function caretAllows(version: string, range: string): boolean | undefined {
  if (!range.startsWith('^')) return undefined;
  const want = PLAIN.exec(range.slice(1));
  const have = PLAIN.exec(version);
  if (!want || !have) return undefined;
  const [w0, w1, w2] = [want[1], want[2], want[3]].map(Number) as [number, number, number];
  const [h0, h1, h2] = [have[1], have[2], have[3]].map(Number) as [number, number, number];
  if (w0 > 0) return h0 === w0 && (h1 > w1 || (h1 === w1 && h2 >= w2));
  if (w1 > 0) return h0 === 0 && h1 === w1 && h2 >= w2;
  return h0 === 0 && h1 === 0 && h2 === w2;
}

/**
 * A federation runtime plugin in every container (build-preset/src/preset.mjs `runtimePlugins`):
 * a singleton whose version is plainly inside its consumer's caret range is handed over without
 * the runtime's range parser. The runtime checks a singleton's version on every consume only to
 * warn, with a parser that builds its regular expressions afresh on each call: the home page's 21
 * checks cost 20 ms at 4x CPU inside the shell's first task and the catalog's (bench/README.md
 * "Singletons without the range parser"). Everything else (a version outside the range, which
 * the runtime warns of; a range that is not a plain caret; a tree-shaken share) goes through the
 * runtime's own resolver as before.
 */
export const plainCaretCheck: ModuleFederationRuntimePlugin = {
  name: 'shop-plain-caret-check',
  resolveShare(args) {
    const { shareInfo, shareScopeMap, scope, pkgName, version } = args;
    const { shareConfig } = shareInfo;
    if (!shareConfig?.singleton || shareInfo.treeShaking || typeof shareConfig.requiredVersion !== 'string')
      return args;
    const shared = shareScopeMap[scope]?.[pkgName]?.[version];
    if (!shared || caretAllows(version, shareConfig.requiredVersion) !== true) return args;
    // What the runtime's resolver returns for a singleton once its check has passed.
    args.resolver = () => ({ shared, useTreesShaking: false });
    return args;
  },
};

/** The form `runtimePlugins` loads: a module whose default export makes the plugin. */
export default function plainCaretCheckPlugin(): ModuleFederationRuntimePlugin {
  return plainCaretCheck;
}
