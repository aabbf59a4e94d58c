// The gateway container's entry (docker/gateway.Dockerfile). The remotes reach the browser through the gateway's
// /mf/<area>/<version>/, from the versions each remote's container copies into its volume (REMOTES_STORE_DIR, read
// only here; docker/remote-entrypoint.sh writes `<area>/<version>/` and names the newest in `<area>/.latest`). Before
// the gateway starts, each area gets the version its container last published, unless an operator has chosen one
// since (`docker compose exec gateway node scripts/remotes.mjs set|rollback|canary ...`, which needs no restart):
// a first start, a `docker compose up --build` of everything and a lost registry go live; a rollback stays.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const gatewayDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../services/gateway/dist');

/** The version the area's container last published (`<store>/<area>/.latest`) when the store holds it, else null. */
function latestStored(storeDir, area) {
  try {
    const version = fs.readFileSync(path.join(storeDir, area, '.latest'), 'utf8').trim();
    return version && fs.existsSync(path.join(storeDir, area, version, 'mf-manifest.json')) ? version : null;
  } catch {
    return null;
  }
}

/** Who the registry says made a change made here: while the last change of an area is this one, it follows `.latest`. */
export const AUTOMATIC = 'gateway start';

export function adoptPublishedVersions(env = process.env, log = (line) => process.stdout.write(`${line}\n`)) {
  const { remotesPaths } = require(path.join(gatewayDist, 'config.js'));
  const { areaEntryOf, readRegistryFile } = require(path.join(gatewayDist, 'remotes/registry.js'));
  const { runRemotesCli } = require(path.join(gatewayDist, 'remotes/cli.js'));
  const { REMOTE_AREAS } = require(path.join(gatewayDist, 'routes.js'));
  const { remotesStoreDir, remotesRegistryFile } = remotesPaths(env);
  let registry;
  try {
    registry = readRegistryFile(remotesRegistryFile);
  } catch (err) {
    // A broken registry is the operator's to mend; the gateway still starts (it keeps its last good reading).
    log(`remotes registry not read (${err.message}); no version made live`);
    return;
  }
  for (const area of REMOTE_AREAS) {
    // A remote served from another origin (REMOTE_<AREA>_URL=https://...): a live version here would win over it.
    if (/^https?:\/\//i.test(env[`REMOTE_${area.toUpperCase()}_URL`] ?? '')) continue;
    const entry = areaEntryOf(registry, area);
    const latest = latestStored(remotesStoreDir, area);
    if (!latest || latest === entry.live) continue;
    const liveStored = entry.live !== null && fs.existsSync(path.join(remotesStoreDir, area, entry.live));
    const chosenByOperator = entry.live !== null && entry.history.at(-1)?.by !== AUTOMATIC;
    if (liveStored && chosenByOperator) continue;
    try {
      runRemotesCli(['set', area, latest], { env: { ...env, REMOTES_BY: AUTOMATIC }, out: log, err: log });
    } catch (err) {
      log(`${area}: ${latest} not made live (${err.message})`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  adoptPublishedVersions();
  require(path.join(gatewayDist, 'main.js'));
}
