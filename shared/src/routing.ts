// The part of react-router-dom the teams use, exported once through the contract. Sharing the
// package itself made every page download all of it (~59 KiB gzip: a shared module cannot be
// tree-shaken, since the provider cannot know what consumers will import); through @shop/shared
// only these exports are bundled (~14 KiB), once per page, and every region still sees the same
// router module. A team that needs another export adds it here (a minor version of the contract).
export {
  BrowserRouter,
  Link,
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
