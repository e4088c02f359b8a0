// @shop/shared/kit: the small UI and runtime kit beside the React-free contract (../README.md):
// the lifecycles and error screen every remote mounts with, SafeHtml, the one Field, and the hooks.

export { focusFirstInvalid, useFocusFirstInvalid } from './a11y/focus-invalid';
export { SafeHtml, useSanitizedHtml } from './html/safe-html';
export { firstViewFromServer } from './remote/first-view';
export type { Lifecycles, RemoteProps } from './remote/lifecycles';
export { createRemoteLifecycles, UnexpectedErrorScreen } from './remote/lifecycles';
export { renderNow, setRenderClock, useNow } from './remote/render-clock';
export { usePageMeta } from './remote/use-page-meta';
export { SESSION_SETTLE_MS, useSession } from './state/use-session';
export { Field } from './ui/field';
