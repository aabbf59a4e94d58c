// A round-robin TCP balancer in front of the replicas of one process (`npm start -- --replicas N`), as a Kubernetes
// Service is in front of its pods: each new connection goes to the next replica that accepts it, a replica that
// refuses or does not answer the connect (down, or restarting) is skipped, and a connection ends with the replica it
// was made to. Connections, not requests: a keep-alive client stays on one replica until that connection closes.
import net from 'node:net';

/**
 * @param {object} opts
 * @param {number} opts.port                 where clients connect
 * @param {string} [opts.host]               default 127.0.0.1
 * @param {Array<{ host: string, port: number }>} opts.upstreams  the replicas
 * @param {number} [opts.connectTimeoutMs]   a replica that does not accept within this is skipped (default 1000)
 * @returns {Promise<import('node:net').Server>}
 */
export function startBalancer({ port, host = '127.0.0.1', upstreams, connectTimeoutMs = 1000 }) {
  let next = 0;
  const connect = (client, tried) => {
    if (tried >= upstreams.length || client.destroyed) {
      client.destroy();
      return;
    }
    const target = upstreams[next % upstreams.length];
    next += 1;
    const upstream = net.connect(target);
    const skip = () => {
      upstream.destroy();
      connect(client, tried + 1);
    };
    upstream.setTimeout(connectTimeoutMs, skip);
    upstream.once('error', skip);
    upstream.once('connect', () => {
      upstream.setTimeout(0);
      upstream.off('error', skip);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      // A clean end travels through the pipes (which flush); a broken side cuts the other.
      upstream.on('close', (hadError) => hadError && client.destroy());
      client.on('close', (hadError) => hadError && upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => connect(client, 0));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
