// `npm run remotes` and the cart's embed: pinned versions and versions integrators' pages loaded recently survive
// `prune`, which says what it kept and why; `list` shows both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runRemotesCli } from '../../services/gateway/src/remotes/cli';
import { embedLoadsFileOf, recordEmbedLoad } from '../../services/gateway/src/remotes/embed-loads';
import { readRegistryFile } from '../../services/gateway/src/remotes/registry';

const INTEGRATOR = 'https://dealer-site.example';
const OLD = ['1.0.0-aaaaaaa', '1.1.0-bbbbbbb', '1.2.0-ccccccc', '1.3.0-ddddddd'];

let tmp: string;
let storeDir: string;
let registryFile: string;
const now = new Date('2026-11-30T10:00:00Z');

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-embed-'));
  storeDir = path.join(tmp, 'store');
  registryFile = path.join(tmp, 'registry.json');
  const old = new Date('2026-10-01T00:00:00Z');
  for (const version of OLD) {
    const dir = path.join(storeDir, 'cart', version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    fs.utimesSync(dir, old, old);
  }
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function cli(...args: string[]) {
  const lines = { out: [] as string[], err: [] as string[] };
  const say = (stream: 'out' | 'err') => (line: string) => lines[stream].push(line);
  const env = { REMOTES_STORE_DIR: storeDir, REMOTES_REGISTRY_FILE: registryFile, REMOTES_BY: 'tester' };
  const code = runRemotesCli(args, { env, out: say('out'), err: say('err'), now: () => now, repoRoot: tmp });
  return { code, out: lines.out.join('\n'), err: lines.err.join('\n') };
}

function embeddedAt(version: string, at: string) {
  recordEmbedLoad(embedLoadsFileOf(registryFile), 'cart', version, { at, origin: INTEGRATOR });
}

describe('pinned and embedded versions', () => {
  it('pin and unpin a published version, in the history; list shows pins and embed loads', () => {
    expect(cli('pin', 'cart', OLD[0])).toMatchObject({ code: 0, out: `cart: ${OLD[0]} is pinned (prune keeps it)` });
    expect(cli('pin', 'cart', OLD[0])).toMatchObject({ code: 1, err: `cart ${OLD[0]} is already pinned` });
    expect(cli('pin', 'cart', '9.9.9-fffffff').code).toBe(1);
    expect(cli('pin', 'cart').code).toBe(2);
    embeddedAt(OLD[2], '2026-11-29T08:00:00.000Z');
    const cartLine = cli('list')
      .out.split('\n')
      .find((l) => l.startsWith('cart'));
    expect(cartLine).toContain(`pinned ${OLD[0]}`);
    expect(cartLine).toContain(`embedded ${OLD[2]} 2026-11-29T08:00:00.000Z (${INTEGRATOR})`);
    expect(cli('unpin', 'cart', OLD[0])).toMatchObject({ code: 0, out: `cart: ${OLD[0]} is no longer pinned` });
    expect(cli('unpin', 'cart', OLD[0]).code).toBe(1);
    const history = readRegistryFile(registryFile).cart!.history.map((h) => [h.action, h.version]);
    expect(history).toEqual([
      ['pin', OLD[0]],
      ['unpin', OLD[0]],
    ]);
  });

  it("prune keeps pinned versions and those an integrator's page loaded within the window, and says why", () => {
    cli('pin', 'cart', OLD[0]);
    embeddedAt(OLD[1], '2026-11-25T00:00:00.000Z'); // 5 days ago
    embeddedAt(OLD[2], '2026-10-02T00:00:00.000Z'); // long ago: no reason to keep it
    const pruned = cli('prune', '--older-than', '7d');
    expect(pruned.code).toBe(0);
    expect(pruned.out.split('\n')).toEqual([
      `kept cart ${OLD[0]}: pinned`,
      `kept cart ${OLD[1]}: embedded by ${INTEGRATOR} at 2026-11-25T00:00:00.000Z`,
      `removed cart ${OLD[2]}, cart ${OLD[3]}`,
    ]);
    expect(fs.readdirSync(path.join(storeDir, 'cart')).sort()).toEqual([OLD[0], OLD[1]]);
    // A narrower window lets the embedded one go; the pinned one stays.
    expect(cli('prune', '--older-than', '7d', '--embedded-within', '3d').out.split('\n')).toEqual([
      `kept cart ${OLD[0]}: pinned`,
      `removed cart ${OLD[1]}`,
    ]);
    expect(cli('prune', '--older-than', '7d', '--embedded-within', 'soon').code).toBe(2);
  });
});
