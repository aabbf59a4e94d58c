// Which lazily loaded modules a test file has required so far. A jest.mock factory calls mockRecordChunkLoad the
// moment its module is first required, which is the moment the browser would download the chunk. The log lives for the
// whole test file and is never reset.
type LoadLog = { loadedChunks?: string[] };

/** Notes that the module `name` was required (call it from a jest.mock factory). */
export function mockRecordChunkLoad(name: string): void {
  const log = globalThis as LoadLog;
  log.loadedChunks = [...(log.loadedChunks ?? []), name];
}

/** The modules noted so far, in the order they were required. */
export const loadedChunks = (): string[] => (globalThis as LoadLog).loadedChunks ?? [];
