// What the storefront's code uses of react-router, and nothing else (page weight). Webpack sends every
// import of 'react-router-dom' here (config/webpack alias) and shares this module as the page's one router singleton:
// a shared module keeps all its exports, so sharing react-router-dom itself shipped the whole package (about 58 KB
// compressed, data routers and server cookies included) where these names need a fraction of it.
// scripts/test/singletonKernels.test.ts fails when the code imports a name missing here; add it here then.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
