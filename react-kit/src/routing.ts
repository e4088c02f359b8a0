// @shop/react-kit/routing: the part of react-router-dom the teams use, exported once through the
// kit, and the lazy pages built on it. Sharing the package itself made every page download all
// of it (~59 KiB gzip: a shared module cannot be tree-shaken, since its provider cannot know what
// consumers will import); through this entry only these exports are bundled (~14 KiB), once per
// page, and every region sees the same router module. It is its own shared singleton, apart from
// @shop/react-kit, so the shell's chrome (which has no router) paints without it. A team that needs
// another export adds it here (a minor version of the kit).
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LazyPage } from './remote/lazy-page';
export { lazyPage, preloadPagesAt } from './remote/lazy-page';
export { RouteErrorBoundary } from './remote/route-error-boundary';
