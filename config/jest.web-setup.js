require('@testing-library/jest-dom');
// A test file may run in Node's environment instead (`@jest-environment node`: server rendering), without a DOM.
const hasDom = typeof window !== 'undefined';
// findBy/waitFor wait up to 3 s (the library's default is 1 s): on a busy 2-core CI machine (webpack, Chromium and
// jest side by side) a render that fetches can take longer than a second to settle. It costs time only when slow.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
// jsdom lacks these browser APIs that components rely on.
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {
      return false;
    },
  });
}
if (hasDom && !window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (hasDom) window.scrollTo = () => {};
// jest-fixed-jsdom swaps jsdom's FormData for Node's, which cannot read a <form>. React 19 builds `new FormData(form)`
// when a submit handler starts a transition (react-router navigations do), so give Node's FormData that ability.
(function patchFormData() {
  const NodeFormData = globalThis.FormData;
  if (typeof NodeFormData !== 'function' || typeof window === 'undefined') return;
  try {
    new NodeFormData(window.document.createElement('form'));
    return;
  } catch {
    // patch below
  }
  class FormDataFromForm extends NodeFormData {
    constructor(form, submitter) {
      super();
      if (!form || !('elements' in form)) return;
      for (const element of Array.from(form.elements)) {
        if (!element.name || element.disabled) continue;
        if ((element.type === 'checkbox' || element.type === 'radio') && !element.checked) continue;
        if (element.type === 'submit' && element !== submitter) continue;
        this.append(element.name, element.value);
      }
    }
  }
  globalThis.FormData = FormDataFromForm;
})();
