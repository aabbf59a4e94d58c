// What the storefront's code and RTK Query's React hooks use of react-redux (page weight), shared as the
// page's one react-redux singleton: a shared module keeps all its exports, so sharing react-redux itself shipped
// connect() and its helpers, which nothing here calls. 'react-redux/alternate-renderers' is the same module file as
// 'react-redux' under another name, so the share key does not send this kernel's own import back to itself.
// scripts/test/singletonKernels.test.ts fails when the code imports a name missing here; add it here then.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux/alternate-renderers';
