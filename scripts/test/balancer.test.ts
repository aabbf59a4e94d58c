// The balancer `npm start -- --replicas N` puts in front of each group of replicas.
import http from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { startBalancer } from '../balancer.mjs';
import { freePort } from './freePort';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function replica(name: string): Promise<number> {
  const server = http.createServer((_req, res) => {
    res.setHeader('connection', 'close');
    res.end(name);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function balancer(ports: number[]): Promise<string> {
  const server = await startBalancer({ port: 0, upstreams: ports.map((port) => ({ host: '127.0.0.1', port })) });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ask = async (url: string) => (await fetch(url, { headers: { connection: 'close' } })).text();

test('new connections take turns among the replicas', async () => {
  const url = await balancer([await replica('one'), await replica('two')]);
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await ask(url));
  expect(answers).toEqual(['one', 'two', 'one', 'two']);
});

test('a replica that refuses connections is skipped: every request is answered by the others', async () => {
  const url = await balancer([await replica('one'), await freePort(), await replica('three')]);
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await ask(url));
  expect(answers.every((a) => a === 'one' || a === 'three')).toBe(true);
  expect(new Set(answers)).toEqual(new Set(['one', 'three']));
});
