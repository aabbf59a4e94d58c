// Binding the server's listeners: a listen that fails is reported to the caller, later server errors only logged,
// and the optional Unix domain socket set up as mongod does (a stale socket file replaced, access for the owner only).
import fs from 'node:fs';
import net from 'node:net';
import type { Logger } from './commands';

/** Resolves once `srv` listens; rejects when listening fails. Errors after that are logged. */
export function listening(srv: net.Server, logger: Logger, listen: (done: () => void) => void): Promise<void> {
  return new Promise<void>((resolve, rejectListen) => {
    srv.once('error', rejectListen);
    listen(() => {
      srv.off('error', rejectListen);
      srv.on('error', (err) => logger.warn(`embedded-mongo: server error: ${err.message}`));
      resolve();
    });
  });
}

/**
 * Listens on a Unix domain socket as well. When that fails and the socket is `optional`, it warns and returns null
 * (the server goes on with TCP only); otherwise it throws.
 */
export async function listenOnUnixSocket(
  socketPath: string,
  optional: boolean,
  onConnection: (socket: net.Socket) => void,
  logger: Logger,
): Promise<net.Server | null> {
  const srv = net.createServer(onConnection);
  try {
    await removeStaleSocket(socketPath);
    await listening(srv, logger, (done) => srv.listen(socketPath, done));
    fs.chmodSync(socketPath, 0o700);
    return srv;
  } catch (err) {
    srv.close();
    if (!optional) throw err;
    logger.warn(`embedded-mongo: not listening on ${socketPath} (${(err as Error).message}); TCP only`);
    return null;
  }
}

/**
 * Removes a socket file left by a server that did not stop cleanly. A socket something still answers on, and any other
 * kind of file, are left alone (an error).
 */
async function removeStaleSocket(socketPath: string): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch {
    return; // nothing there
  }
  if (!stat.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
  const live = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (live) throw new Error(`${socketPath} is in use by another server`);
  fs.unlinkSync(socketPath);
}
