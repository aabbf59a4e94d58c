// Like mongod, the server also listens on a Unix domain socket (`/tmp/mongodb-<port>.sock` from the CLI): clients on
// the same machine skip the TCP stack, which is most of a small query's round trip here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo, unixSocketPath, unixSocketUri } from '../src';

jest.setTimeout(30_000);

const quiet = { warn: () => undefined };
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-sock-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A socket file whose server was killed: nothing listens on it any more. */
function staleSocket(socketPath: string): void {
  const script = `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`;
  spawnSync(process.execPath, ['-e', script]);
  expect(fs.lstatSync(socketPath).isSocket()).toBe(true);
}

/** What a ping through a new connection to `uri` answers (`ok`). */
async function pingOver(uri: string): Promise<number> {
  const conn = await mongoose.createConnection(uri, { dbName: 'sock' }).asPromise();
  try {
    return (await conn.db!.admin().ping()).ok as number;
  } finally {
    await conn.close();
  }
}

describe('the Unix domain socket', () => {
  it('is named as mongod names it and addressed as drivers expect', () => {
    expect(unixSocketPath(27017)).toBe('/tmp/mongodb-27017.sock');
    expect(unixSocketPath(4000, '/run/mongo/')).toBe('/run/mongo/mongodb-4000.sock');
    expect(unixSocketUri('/tmp/mongodb-27017.sock')).toBe('mongodb://%2Ftmp%2Fmongodb-27017.sock');
  });

  it('serves the same data as the TCP port, only to its own user, and is removed on stop', async () => {
    const server = await startEmbeddedMongo({
      port: 0,
      logger: quiet,
      unixSocket: (port) => unixSocketPath(port, dir),
    });
    const socketPath = path.join(dir, `mongodb-${server.port}.sock`);
    expect(server.unixSocket).toEqual({ path: socketPath, uri: unixSocketUri(socketPath) });
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o700);
    const overSocket = await mongoose.createConnection(server.unixSocket!.uri, { dbName: 'sock' }).asPromise();
    const overTcp = await mongoose.createConnection(server.uri, { dbName: 'sock' }).asPromise();
    try {
      await overSocket.collection('items').insertOne({ sku: 'A-1' });
      expect(await overTcp.collection('items').findOne({ sku: 'A-1' }, { projection: { _id: 0 } })).toEqual({
        sku: 'A-1',
      });
    } finally {
      await overSocket.close();
      await overTcp.close();
      await server.stop();
    }
    expect(fs.existsSync(socketPath)).toBe(false);
  });

  it('replaces a socket file left by a server that was killed', async () => {
    const socketPath = path.join(dir, 'left.sock');
    staleSocket(socketPath);
    const server = await startEmbeddedMongo({ port: 0, logger: quiet, unixSocket: socketPath });
    try {
      expect(await pingOver(server.unixSocket!.uri)).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('leaves a socket another server answers on alone', async () => {
    const first = await startEmbeddedMongo({ port: 0, logger: quiet, unixSocket: path.join(dir, 'shared.sock') });
    try {
      await expect(
        startEmbeddedMongo({ port: 0, logger: quiet, unixSocket: path.join(dir, 'shared.sock') }),
      ).rejects.toThrow('is in use by another server');
      expect(await pingOver(first.unixSocket!.uri)).toBe(1);
    } finally {
      await first.stop();
    }
  });

  it('never removes another kind of file: an error, or a warning and TCP only when the socket is optional', async () => {
    const notASocket = path.join(dir, 'notes.txt');
    fs.writeFileSync(notASocket, 'keep me');
    await expect(startEmbeddedMongo({ port: 0, logger: quiet, unixSocket: notASocket })).rejects.toThrow(
      `${notASocket} exists and is not a socket`,
    );
    const warnings: string[] = [];
    const server = await startEmbeddedMongo({
      port: 0,
      logger: { warn: (m) => warnings.push(m) },
      unixSocket: notASocket,
      unixSocketOptional: true,
    });
    try {
      expect(server.unixSocket).toBeNull();
      expect(warnings.join('\n')).toContain(`not listening on ${notASocket}`);
      expect(await pingOver(server.uri)).toBe(1);
    } finally {
      await server.stop();
    }
    expect(fs.readFileSync(notASocket, 'utf8')).toBe('keep me');
  });
});
