/**
 * The one router every area uses. Areas import routing from here, never from react-router-dom, so the
 * shell provides a single router (one context) and only these parts of it are shipped: a shared module
 * is not tree-shaken, a shared facade's dependencies are.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
