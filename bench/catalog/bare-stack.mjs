// The ceiling of the finder's path on this machine (`run.mjs --ceiling`): the same answer served by bare Node, with no
// framework, middleware, logging or encoding, directly and through a bare keep-alive proxy, and with the finder's
// database read added. No gateway and service pair built on Node's http can answer faster on the same machine, so the
// finder's figures read against it.
//   node bench/catalog/bare-stack.mjs service <port> <body file>   -> answers every request with the file (JSON)
//   node bench/catalog/bare-stack.mjs query-service <port> <body file> <mongodb uri> <read file>
//        -> runs the finder's listing read (the read file: db, collection, filter, projection, sort, limit) through
//           the MongoDB driver as raw BSON, then answers the file: the database's share with nothing built from it
//   node bench/catalog/bare-stack.mjs proxy <port> <target port>   -> pipes every request to 127.0.0.1:<target port>
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

const [role, port, arg, uri, readFile] = process.argv.slice(2);
let server;
let close = async () => {};
if (role === 'service' || role === 'query-service') {
  const body = fs.readFileSync(arg);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
  const respond = (res) => {
    res.writeHead(200, headers);
    res.end(body);
  };
  if (role === 'service') {
    server = http.createServer((_req, res) => respond(res));
  } else {
    const { MongoClient } = createRequire(import.meta.url)('mongodb');
    const read = JSON.parse(fs.readFileSync(readFile, 'utf8'));
    const client = await MongoClient.connect(uri);
    close = () => client.close();
    const products = client.db(read.db).collection(read.collection);
    const options = { projection: read.projection, sort: read.sort, limit: read.limit, raw: true };
    server = http.createServer((_req, res) => {
      products
        .find(read.filter, options)
        .toArray()
        .then(
          () => respond(res),
          () => {
            res.statusCode = 500;
            res.end();
          },
        );
    });
  }
} else if (role === 'proxy') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: Number(arg), path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.statusCode = 502;
      res.end();
    });
    req.pipe(upstream);
  });
} else {
  throw new Error(
    'usage: bare-stack.mjs service <port> <body file> | query-service <port> <body file> <mongodb uri> <read file> | proxy <port> <target port>',
  );
}
server.listen(Number(port), '127.0.0.1', () => console.log(`bare ${role} listening on ${port}`));
process.on('SIGTERM', () => server.close(() => close().then(() => process.exit(0))));
