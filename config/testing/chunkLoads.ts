// Which lazily loaded modules a test file has required, and which must fail to arrive. A jest.mock factory returns
// mockRequireChunk(require.resolve('./Module')) (or calls mockChunkLoad) the moment its module is first required, which
// is the moment the browser would download its chunk; it throws, as a failed download does, when the test named that
// module in failNextChunkLoad. The log lives on globalThis for the whole test file and is never reset.
type ChunkLog = { loadAttempts?: Record<string, number>; failNextLoad?: string[] };
const log = globalThis as ChunkLog;

/** Notes an attempt to load the module `name` (call it from a jest.mock factory); throws if it is to fail. */
export function mockChunkLoad(name: string): void {
  log.loadAttempts = { ...log.loadAttempts, [name]: chunkLoadAttempts(name) + 1 };
  if (!log.failNextLoad?.includes(name)) return;
  log.failNextLoad = log.failNextLoad.filter((each) => each !== name);
  throw new Error(`Loading chunk ${name} failed.`);
}

/** The next attempt to load the module `name` fails. */
export function failNextChunkLoad(name: string): void {
  log.failNextLoad = [...(log.failNextLoad ?? []), name];
}

/**
 * The real module at `path` (resolved: `require.resolve('./Module')`), its load noted under its file name: what a
 * jest.mock factory returns.
 */
export function mockRequireChunk(path: string): unknown {
  mockChunkLoad(path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, ''));
  return jest.requireActual(path);
}

export const chunkLoadAttempts = (name: string): number => log.loadAttempts?.[name] ?? 0;

/** The modules required so far, in the order they were first required. */
export const loadedChunks = (): string[] => Object.keys(log.loadAttempts ?? {});
