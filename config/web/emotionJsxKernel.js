// The JSX runtime of every web build (shared as '@emotion/react/jsx-runtime'): Emotion's, without its components
// around each styled element. Emotion renders an element with a `css` prop inside three more components (a wrapper that
// reads the cache and the theme, a Fragment, and an Insertion that inserts the rules): about two thirds of a page's
// components, each rendered on the server for every page and hydrated in the browser. Here the element is made with its
// class name at once, worked out as Emotion's wrapper does (the same serialisation, the same merge of a className that
// names Emotion rules, so later styles still win), and its rules go into the page's cache as it is made: the same HTML
// and the same rules.
//
// Only on a page that names its one cache and theme (shared-domain's pageStyleCache.ts: the store's shell in the
// browser, the server render's cache on the server). Elsewhere (tests of a single component, a remote mounted on its
// own, the cart embed on someone else's page) every element takes Emotion's way, which reads them from the tree.
import { serializeStyles } from '@emotion/serialize';
import { getRegisteredStyles, insertStyles } from '@emotion/utils';
import { jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { Fragment, jsx as emotionJsx, jsxs as emotionJsxs } from 'storefront-emotion-jsx-build';

/** Where the page names them: { cache: () => cache or undefined, theme }, or false once a second cache is on the page. */
const PAGE_STYLES = Symbol.for('storefront.pageStyles');

/**
 * The element's props with `css` taken out and its class name in, as Emotion's wrapper gives them to it; its rules in
 * the cache, and registered for a component (not a tag), which may pass the class on to an element that merges it.
 */
function styledProps(type, props, cache, theme) {
  let styles = props.css;
  if (typeof styles === 'string' && cache.registered[styles] !== undefined) styles = cache.registered[styles];
  const registeredStyles = [styles];
  let className = '';
  if (typeof props.className === 'string') {
    className = getRegisteredStyles(cache.registered, registeredStyles, props.className);
  } else if (props.className != null) {
    className = `${props.className} `;
  }
  const serialized = serializeStyles(registeredStyles, undefined, theme);
  const out = {};
  for (const key in props) if (key !== 'css') out[key] = props[key];
  out.className = `${className}${cache.key}-${serialized.name}`;
  insertStyles(cache, serialized, typeof type === 'string');
  return out;
}

function withCss(plain, emotion) {
  return function jsxWithCss(type, props, key) {
    // (As Emotion: a `css` key with no value still takes a class, the one of no styles.)
    if (!Object.prototype.hasOwnProperty.call(props, 'css')) return plain(type, props, key);
    const named = globalThis[PAGE_STYLES];
    const cache = named ? named.cache() : undefined;
    if (cache === undefined) return emotion(type, props, key);
    return plain(type, styledProps(type, props, cache, named.theme), key);
  };
}

export const jsx = withCss(reactJsx, emotionJsx);
export const jsxs = withCss(reactJsxs, emotionJsxs);
export { Fragment };
