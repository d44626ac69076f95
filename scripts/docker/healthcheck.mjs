// Container health checks without curl or redis-cli in the image.
//   node healthcheck.mjs http://127.0.0.1:3000/api/health   -> healthy when the URL answers 200
//   node healthcheck.mjs redis                              -> healthy when REDIS_URL answers PING
import http from 'node:http';
import net from 'node:net';

const target = process.argv[2] ?? '';
const done = (ok, why) => {
  if (!ok) console.error(`unhealthy: ${why}`);
  process.exit(ok ? 0 : 1);
};
setTimeout(() => done(false, 'timed out'), 4000).unref();

if (target.startsWith('http://')) {
  http
    .get(target, (response) => {
      response.resume();
      done(response.statusCode === 200, `status ${response.statusCode}`);
    })
    .on('error', (error) => done(false, error.message));
} else if (target === 'redis') {
  const url = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const socket = net.connect({ host: url.hostname, port: Number(url.port) || 6379 });
  let reply = '';
  socket.on('connect', () => {
    if (url.password) {
      const user = url.username ? `${decodeURIComponent(url.username)} ` : '';
      socket.write(`AUTH ${user}${decodeURIComponent(url.password)}\r\n`);
    }
    socket.write('PING\r\n');
  });
  socket.on('data', (chunk) => {
    reply += chunk.toString('utf8');
    if (reply.includes('+PONG')) done(true);
    if (reply.startsWith('-')) done(false, reply.trim());
  });
  socket.on('error', (error) => done(false, error.message));
} else {
  done(false, `unknown check "${target}"`);
}
