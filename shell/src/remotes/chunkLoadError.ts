// A remote's code that cannot be fetched (a chunk 404 after an in-place redeploy, a removed version, the network
// gone) does not come back by rendering again: webpack and the federation runtime remember the failed load. Only a
// reload of the page, which reads /remotes.json and the manifests afresh, can help. Code that arrived but threw while
// it ran is an error like any other (spec 2 §8: 'Try again?'): webpack and the runtime forget a chunk or entry script
// that threw, so a retry fetches and runs it again.

/**
 * Arrived but threw while running: webpack's "(missing: url)" (a chunk that loaded without registering itself; a
 * download that failed says "error" or "timeout"), the runtime's ScriptExecutionError (its RUNTIME-008 for an entry).
 */
const EVALUATION_FAILURE = /ScriptExecutionError|\(missing: /;

const CHUNK_FAILURE_NAMES = new Set(['ChunkLoadError', 'ScriptExternalLoadError']);

const CHUNK_FAILURE_MESSAGES = [
  // webpack's JSONP chunk loading: "Loading chunk 123 failed.", "Loading CSS chunk 4 failed."
  /Loading (CSS )?chunk \S+ failed/i,
  // Federation runtime: remote entry or manifest could not be loaded (#RUNTIME-008, #RUNTIME-003).
  /#?RUNTIME-00[38]\b/,
  /Failed to load script resources/i,
  /Failed to get manifest/i,
  // Native dynamic import (Chromium, Firefox, Safari wordings).
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Whether an error (or any error it wraps through `cause`) is a failure to fetch a remote's code. */
export function isChunkLoadError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { name, message } = current as { name?: unknown; message?: unknown };
    if (typeof message === 'string' && EVALUATION_FAILURE.test(message)) return false;
    if (typeof name === 'string' && CHUNK_FAILURE_NAMES.has(name)) return true;
    if (typeof message === 'string' && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return typeof error === 'string' && CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error));
}
