import { isChunkLoadError } from './chunkLoadError';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    [
      'a webpack ChunkLoadError',
      named('ChunkLoadError', 'Loading chunk 371 failed.\n(error: http://h/mf/cart/371.js)'),
    ],
    ['a chunk failure by message', new Error('Loading chunk 59 failed.\n(timeout: http://h/59.chunk.js)')],
    ['a CSS chunk failure', new Error('Loading CSS chunk 4 failed.')],
    [
      'a federation script failure (RUNTIME-008)',
      new Error(
        '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"url":"http://h/mf/cart/remoteEntry.js"}',
      ),
    ],
    ['a federation manifest failure (RUNTIME-003)', new Error('Failed to get manifest. #RUNTIME-003')],
    ['a ScriptExternalLoadError', named('ScriptExternalLoadError', 'Loading script failed.')],
    ['a failed dynamic import', new TypeError('Failed to fetch dynamically imported module: http://h/x.js')],
    ['a wrapped chunk failure', new Error('cart ./CartPanel failed', { cause: named('ChunkLoadError', 'x') })],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a missing export', new Error('cart ./CartPanel has no default-exported component')],
    [
      'the remote not exposing the module (RUNTIME-014)',
      new Error('The remote does not expose the requested module. #RUNTIME-014'),
    ],
    [
      'a chunk that arrived but threw while running',
      named('ChunkLoadError', 'Loading chunk 371 failed.\n(missing: http://h/mf/cart/371.js)'),
    ],
    [
      'a remote entry that arrived but threw while running (RUNTIME-008 of a ScriptExecutionError)',
      new Error('cart ./CartPanel failed', {
        cause: new Error(
          '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"resourceUrl":"http://h/mf/cart/remoteEntry.js"}\nOriginal Error Message:\n ScriptExecutionError: Script "http://h/mf/cart/remoteEntry.js" loaded but threw a runtime error during execution: Uncaught Error: boom',
        ),
      }),
    ],
    ['null', null],
    ['a plain object', { message: 42 }],
  ])('leaves %s to the retry', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('survives an error whose cause points back to itself', () => {
    const error = new Error('boom') as Error & { cause?: unknown };
    error.cause = error;
    expect(isChunkLoadError(error)).toBe(false);
  });
});
