// @shop/react-kit: the small React kit every application builds with, beside the React-free
// contract (../README.md): the lifecycles and error screen every remote mounts with, the first view
// hydrated from the server render, SafeHtml, the one Field, the page title and meta, and the hooks.
// Routing is @shop/react-kit/routing, the server render @shop/react-kit/server.

export { focusFirstInvalid, useFocusFirstInvalid } from './a11y/focus-invalid';
export { SafeHtml, useSanitizedHtml } from './html/safe-html';
export { firstViewFromServer } from './remote/first-view';
export type { Lifecycles, RemoteProps } from './remote/lifecycles';
export { createRemoteLifecycles, UnexpectedErrorScreen } from './remote/lifecycles';
export { applyPageMeta, type PageMeta, pageTitle, SITE_NAME } from './remote/page-title';
export { renderNow, setRenderClock, useNow } from './remote/render-clock';
export { usePageMeta } from './remote/use-page-meta';
export { SESSION_SETTLE_MS, useSession } from './session/use-session';
export { Field } from './ui/field';
