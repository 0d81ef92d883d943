/**
 * The portal's one door to react-router (ARCHITECTURE rule 3), shared as a versioned singleton so the
 * router behind it is tree-shaken. Adding a name is a minor release of @portal/ui, removing one a major one.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { NavLinkProps, LinkProps, NavigateFunction, To } from 'react-router-dom';
