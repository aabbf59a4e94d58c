// run.mjs --spawn's in-process row, in a process of its own: embedded-mongo (memory only) and the client share this
// process, and run.mjs's process keeps only the clients of the other rows, as a service's process would. (Hosting the
// server inside run.mjs's process made its garbage collector and timers cost the other rows' client 10-20 %.)
// Driven over IPC: answers { ready } once loaded, then { ms, cpuMs } for every { round, ops }, and exits on { stop }.
import { createRequire } from 'node:module';
import { prepareFindByIdLoop } from './find-by-id-loop.mjs';

const require = createRequire(import.meta.url);
const { startEmbeddedMongo } = require('@storefront/embedded-mongo');

const server = await startEmbeddedMongo({ port: 0, dbPath: null });
const loop = await prepareFindByIdLoop(server.uri, `bench-${process.pid}`);
process.on('message', async (message) => {
  if (message.stop) {
    await loop.close();
    await server.stop();
    process.exit(0);
  }
  process.send(await loop.round(message.round, message.ops));
});
process.send({ ready: true });
