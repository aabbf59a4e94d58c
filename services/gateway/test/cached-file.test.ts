// A build file the gateway reads per request (the shell's index, a remote's manifest): read once, read again when it
// changes, and looked at no more often than its owner says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CachedFile } from '../src/html';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-cached-file-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the file with a modification time of its own (a rebuild within the same millisecond still counts). */
function write(file: string, text: string, mtimeSeconds: number): void {
  fs.writeFileSync(file, text);
  fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
}

it('reads the file again on the next read once it changed, and null once it is gone', async () => {
  const file = path.join(dir, 'index.html');
  write(file, 'first', 1_000);
  const cached = new CachedFile(file);
  expect(await cached.read()).toBe('first');
  write(file, 'second', 2_000);
  expect(await cached.read()).toBe('second');
  fs.rmSync(file);
  expect(await cached.read()).toBeNull();
});

it('with a time to recheck, serves what it read until that time has passed', async () => {
  const file = path.join(dir, 'index.html');
  write(file, 'first', 1_000);
  let now = 0;
  const cached = new CachedFile(file, { recheckMs: 1000, now: () => now });
  expect(await cached.read()).toBe('first');
  write(file, 'rebuilt', 2_000);
  now = 999;
  expect(await cached.read()).toBe('first');
  now = 1000;
  expect(await cached.read()).toBe('rebuilt');
});

it('with a time to recheck, still reads a file that was missing at once when it appears', async () => {
  const file = path.join(dir, 'index.html');
  const now = 0;
  const cached = new CachedFile(file, { recheckMs: 1000, now: () => now });
  expect(await cached.read()).toBeNull();
  write(file, 'built', 1_000);
  expect(await cached.read()).toBe('built');
});
