// Free TCP ports on 127.0.0.1 for the servers the scripts start (embedded PostgreSQL, redis-server,
// the benchmark's servers).

import net from 'node:net';

/** Whether nothing listens on `port` right now. */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system hands out as free now. */
export function ephemeralPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `preferred` or one of the `tries - 1` ports after it when free, else any free port. */
export async function freePort(preferred, tries = 1) {
  if (preferred) {
    for (let port = preferred; port < preferred + tries; port += 1) {
      if (await portIsFree(port)) return port;
    }
  }
  return ephemeralPort();
}
