// What goes wrong in shoppers' browsers, and how fast their pages are, reported to the marketing service (which counts
// them as metrics): uncaught errors, promise rejections, scripts and chunks that fail to load (a remote's files carry
// its name and version in their path), and the Web Vitals of the page.
//
// The reporter is an inline script in the document's head, not part of the page's bundles: it runs before any of them,
// so it also reports the one that fails to load, and it costs the page no JavaScript request. Web Vitals come from the
// `web-vitals` package (its IIFE build, which the gateway serves), fetched a few seconds after the page's load event so
// it never competes with the page's own first load; its observers are buffered, so it still sees that load's LCP, CLS
// and paints.

/** Where the reports go (the marketing service, through the gateway). */
export const BROWSER_REPORTS_PATH = '/api/analytics/browser-reports';
/** The `web-vitals` package's browser build, served by the gateway. */
export const WEB_VITALS_SCRIPT_PATH = '/assets/web-vitals.js';
/** At most this many reports per request, and kept per page. */
export const BROWSER_REPORTS_MAX = 20;
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;

export type BrowserReport =
  | { kind: 'load'; url: string }
  | { kind: 'error'; message: string; url: string; line: number }
  | { kind: 'rejection' | 'chunk'; message: string }
  | { kind: 'vital'; name: (typeof WEB_VITAL_NAMES)[number]; value: number; rating: string };

export interface BrowserReportsBody {
  path: string;
  reports: BrowserReport[];
}

/**
 * The head script. A file that fails to load counts when it is code (a script or a stylesheet: a chunk, a remote's
 * entry), not an image, which the page answers with its own placeholder. Reports are sent in one request at most every few seconds, and at once when the page is hidden
 * (`keepalive` lets that request outlive the page); the write carries the double-submit CSRF header like every write
 * of the store's pages.
 */
export function browserReportScript({ vitalsDelayMs = 4000, sendDelayMs = 3000 } = {}): string {
  const path = JSON.stringify(BROWSER_REPORTS_PATH);
  const vitals = JSON.stringify(WEB_VITALS_SCRIPT_PATH);
  return (
    '(function(){var q=[],t=0,w=window,d=document;' +
    'function c(){var m=d.cookie.match(/(?:^|; )sa_csrf=([^;]*)/);return m?decodeURIComponent(m[1]):""}' +
    'function f(){clearTimeout(t);t=0;if(!q.length)return;' +
    `var b=JSON.stringify({path:location.pathname,reports:q.splice(0,${BROWSER_REPORTS_MAX})});` +
    `try{fetch(${path},{method:"POST",keepalive:true,credentials:"same-origin",` +
    'headers:{"content-type":"application/json","x-sa-csrf":c()},body:b}).catch(function(){})}catch(e){}}' +
    `function r(x){if(q.length<${BROWSER_REPORTS_MAX})q.push(x);` +
    `if(d.visibilityState==="hidden")f();else if(!t)t=setTimeout(f,${sendDelayMs})}` +
    'function s(v){return String(v==null?"":v).slice(0,300)}' +
    'w.addEventListener("error",function(e){var x=e.target;' +
    'if(x&&(x.tagName==="SCRIPT"||x.tagName==="LINK")){if(x.src||x.href)r({kind:"load",url:s(x.src||x.href)})}' +
    'else if(!x||x===w)r({kind:"error",message:s(e.message),url:s(e.filename),line:e.lineno|0})},true);' +
    'w.addEventListener("unhandledrejection",function(e){var x=e.reason;' +
    'r({kind:x&&x.name==="ChunkLoadError"?"chunk":"rejection",message:s(x&&x.message||x)})});' +
    'w.addEventListener("pagehide",f);' +
    'd.addEventListener("visibilitychange",function(){if(d.visibilityState==="hidden")f()});' +
    'w.addEventListener("load",function(){setTimeout(function(){var e=d.createElement("script");' +
    `e.src=${vitals};e.async=true;e.onload=function(){var v=w.webVitals;if(!v)return;` +
    'function m(x){r({kind:"vital",name:x.name,value:x.value,rating:x.rating})}' +
    `${WEB_VITAL_NAMES.map((name) => `v.on${name}(m)`).join(';')}` +
    `};d.head.appendChild(e)},${vitalsDelayMs})})})();`
  );
}
