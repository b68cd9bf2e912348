// The baseline of the server benchmark: plain node:http answering a form's JSON from memory, as a child
// process like the real server. Reads the JSON from stdin, prints its URL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const chunks: Buffer[] = [];
process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
process.stdin.on('end', () => {
  const body = Buffer.concat(chunks);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    console.log(`Listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
