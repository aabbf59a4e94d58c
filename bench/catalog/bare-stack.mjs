// The ceiling of the finder's path on this machine (`run.mjs --ceiling`): the same answer served by bare Node, with no
// framework, middleware, logging, database or encoding, directly and through a bare keep-alive proxy. No gateway and
// service pair built on Node's http can answer faster on the same machine, so the finder's figures read against it.
//   node bench/catalog/bare-stack.mjs service <port> <body file>   -> answers every request with the file (JSON)
//   node bench/catalog/bare-stack.mjs proxy <port> <target port>   -> pipes every request to 127.0.0.1:<target port>
import fs from 'node:fs';
import http from 'node:http';

const [role, port, arg] = process.argv.slice(2);
let server;
if (role === 'service') {
  const body = fs.readFileSync(arg);
  const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
  server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
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
  throw new Error('usage: bare-stack.mjs service <port> <body file> | proxy <port> <target port>');
}
server.listen(Number(port), '127.0.0.1', () => console.log(`bare ${role} listening on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
