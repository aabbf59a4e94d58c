// What the storefront's code uses of @emotion/react's root (page weight), shared as the page's one Emotion
// singleton: a shared module keeps all its exports, so sharing the root itself shipped withTheme and
// hoist-non-react-statics with react-is, which nothing here calls. The package is reached under the name
// EMOTION_REACT_BUILD (config/webpack/shared.js): '@emotion/react' and every path under it are share keys, which would
// send this kernel's own import back to itself. The JSX runtime ('@emotion/react/jsx-runtime') is shared as it is.
// scripts/test/singletonKernels.test.ts fails when the code imports a name missing here; add it here then.
export { CacheProvider, Global, ThemeProvider, css, keyframes, useTheme } from 'storefront-emotion-react-build';
