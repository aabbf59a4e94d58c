// The fastest server the bench's client can talk to: it answers every OP_MSG at once from memory (a hello, a found
// document echoing the asked `_id`, or `{ ok: 1 }`), with no query engine, no storage and no journal. Run next to
// embedded-mongo by `run.mjs --spawn`, it measures the ceiling of the client side (mongoose + driver) on this machine:
// no MongoDB-compatible server can make the same loop faster than this one does.
//   node bench/embedded-mongo/instant-server.mjs   -> prints "listening on 127.0.0.1:<port> and <socket path>"
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { BSON } = require('bson');

const OP_MSG = 2013;
// The driver's first handshake is a legacy OP_QUERY `isMaster`, answered with an OP_REPLY.
const OP_QUERY = 2004;
const OP_REPLY = 1;
const HEADER_BYTES = 16;

function answer(command) {
  const name = Object.keys(command)[0];
  if (name === 'hello' || name.toLowerCase() === 'ismaster')
    return {
      helloOk: true,
      isWritablePrimary: true,
      ismaster: true,
      maxBsonObjectSize: 16 * 1024 * 1024,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize: 100_000,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      connectionId: 1,
      minWireVersion: 0,
      maxWireVersion: 21,
      readOnly: false,
      ok: 1,
    };
  if (name === 'find') {
    const _id = command.filter?._id;
    const document = { _id, sku: 'sku-1', name: 'Product 1', price: 1, tags: ['car'], __v: 0 };
    return {
      cursor: { firstBatch: _id === undefined ? [] : [document], id: 0n, ns: `${command.$db}.${command.find}` },
      ok: 1,
    };
  }
  if (name === 'insert') return { n: command.documents?.length ?? 0, ok: 1 };
  return { ok: 1 };
}

/** A message answering `requestId`: the header, then `prefix` (the op's fields), then one BSON document. */
function frame(opCode, requestId, prefix, body) {
  const bson = BSON.serialize(body);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeInt32LE(HEADER_BYTES + prefix.length + bson.length, 0);
  header.writeInt32LE(requestId, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, prefix, bson]);
}

// OP_MSG: flags 0, one section of kind 0.
const reply = (requestId, body) => frame(OP_MSG, requestId, Buffer.alloc(5), body);

// OP_REPLY: responseFlags, cursorID (8 bytes), startingFrom, then numberReturned = 1.
const LEGACY_PREFIX = Buffer.alloc(20);
LEGACY_PREFIX.writeInt32LE(1, 16);
const legacyReply = (requestId, body) => frame(OP_REPLY, requestId, LEGACY_PREFIX, body);

function onConnection(socket) {
  socket.setNoDelay(true);
  let pending = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
      const length = pending.readInt32LE(0);
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      const opCode = message.readInt32LE(12);
      if (opCode === OP_QUERY) {
        // flags (4 bytes), the collection name (a C string), skip and limit (4 bytes each), then the query document
        const queryAt = message.indexOf(0, HEADER_BYTES + 4) + 1 + 8;
        const query = BSON.deserialize(message.subarray(queryAt), { allowObjectSmallerThanBufferSize: true });
        socket.write(legacyReply(message.readInt32LE(4), answer(query)));
        continue;
      }
      if (opCode !== OP_MSG) continue;
      // flags (4 bytes), then section kind 0 (1 byte) and the command document; document sequences are ignored
      const command = BSON.deserialize(message.subarray(HEADER_BYTES + 5), {
        useBigInt64: true,
        allowObjectSmallerThanBufferSize: true,
      });
      socket.write(reply(message.readInt32LE(4), answer(command)));
    }
  });
  socket.on('error', () => socket.destroy());
}
const server = net.createServer(onConnection);
// Like embedded-mongo's CLI, also on a Unix domain socket (named after the port, in the OS temp folder).
let socketPath = null;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  socketPath = path.join(os.tmpdir(), `instant-mongodb-${port}.sock`);
  fs.rmSync(socketPath, { force: true });
  net
    .createServer(onConnection)
    .listen(socketPath, () => console.log(`listening on 127.0.0.1:${port} and ${socketPath}`));
});
process.on('SIGTERM', () => {
  if (socketPath) fs.rmSync(socketPath, { force: true });
  process.exit(0);
});
