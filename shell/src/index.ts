// No async boundary: the shell consumes no shared module, it provides them from this script
// (config/webpack/shared.js, providedOnly), so its whole startup is one file. It runs in two tasks (eager imports
// load nothing more): React first, then the store and the frame, so that a phone's main thread is never held for the
// whole start-up at once.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void import(/* webpackMode: "eager" */ /* webpackExports: ["hydrateRoot"] */ 'react-dom/client')
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
