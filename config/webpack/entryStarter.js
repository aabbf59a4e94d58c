// The shell's entry starter, inlined in its document by PreloadChunksPlugin. A page the server rendered is readable
// and usable (links, forms) before any script, and the store's start-up (React, the store, hydration) takes a phone's
// main thread for a while: on such a page the entry runs once the browser has painted it and the images of its first
// screen (the product photo, the first cards) are in, or after `maxWaitMs`. Its scripts are fetched then too: the
// document names them as `<link rel="sf-preload">` (the shell's chunks, the page's remotes), which the browser does not
// fetch, so on a slow network the document and the first screen's images have the bandwidth to themselves, and the
// starter makes them real preloads when it starts. A page rendered in the browser has nothing to show before its
// scripts: it starts as soon as it is parsed. Plain ES5 and self-contained: its source is what goes into the page.

/**
 * @param {string} src the entry script's URL
 * @param {number} maxWaitMs the longest a server-rendered page waits for its first screen's images
 * @param {string} ssrAttribute the mark of #root when the server rendered it
 * @param {string} deferredRel the `rel` of the document's scripts to fetch when the entry starts
 * @param {Window} [win] the window (tests give their own)
 */
function startEntry(src, maxWaitMs, ssrAttribute, deferredRel, win) {
  win = win || window;
  var doc = win.document;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = doc.createElement('script');
    script.src = src;
    doc.head.appendChild(script);
    Array.prototype.forEach.call(doc.querySelectorAll('link[rel="' + deferredRel + '"]'), function (hint) {
      var link = doc.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', hint.getAttribute('href'));
      if (hint.getAttribute('media')) link.setAttribute('media', hint.getAttribute('media'));
      doc.head.appendChild(link);
    });
  }
  // Images come in the page's order: past the first one below the screen none is on it, and asking where a later one
  // is would lay out what the browser leaves undrawn until it nears the screen (content-visibility: auto).
  function firstScreenImagesLoading() {
    var images = doc.querySelectorAll('#root img');
    var loading = [];
    for (var i = 0; i < images.length; i += 1) {
      var box = images[i].getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.top >= win.innerHeight) break;
      if (!images[i].complete && box.bottom > 0) loading.push(images[i]);
    }
    return loading;
  }
  function afterFirstPaint() {
    win.setTimeout(start, maxWaitMs);
    var loading = firstScreenImagesLoading();
    var left = loading.length;
    if (!left) return start();
    loading.forEach(function (img) {
      function done() {
        left -= 1;
        if (!left) start();
      }
      img.addEventListener('load', done);
      img.addEventListener('error', done);
    });
  }
  function ready() {
    var root = doc.getElementById('root');
    if (!root || !root.hasAttribute(ssrAttribute)) return start();
    // The task after the frame's callbacks comes after that frame is painted; a tab that paints none goes on soon.
    var noFrame = win.setTimeout(afterFirstPaint, 100);
    win.requestAnimationFrame(function () {
      win.clearTimeout(noFrame);
      win.setTimeout(afterFirstPaint, 0);
    });
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', ready);
  else ready();
}

/** The longest a server-rendered page waits for its first screen's images before its entry runs (ms). */
const FIRST_SCREEN_MAX_WAIT_MS = 1500;

/** The gateway's mark of a server-rendered #root (shell/src/hydration.ts SSR_ATTRIBUTE; the test holds them equal). */
const SSR_ATTRIBUTE = 'data-sf-ssr';

/**
 * The `rel` of the scripts the starter fetches when it starts (the gateway's remote preloads use it too:
 * services/gateway/src/boot.ts; the test holds them equal).
 */
const DEFERRED_PRELOAD_REL = 'sf-preload';

/** The inline script that starts the entry at `src`. */
function entryStarter(src) {
  const args = [src, FIRST_SCREEN_MAX_WAIT_MS, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${startEntry.toString()})(${args});`;
}

module.exports = { startEntry, entryStarter, FIRST_SCREEN_MAX_WAIT_MS, SSR_ATTRIBUTE, DEFERRED_PRELOAD_REL };
