// The baseline: a bare node:http server doing the least a JSON API can do. It reads and parses the
// JSON body, then answers BARE_PAYLOAD (the envelope the real server gave for get_user_info, so the
// answer has the same size and shape) serialised per request. Run as a child process by run.mjs.
import http from 'node:http';

const payload = JSON.parse(process.env.BARE_PAYLOAD ?? '{"status":0,"reason":"","data":{}}');

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    try {
      if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{"status":100022,"reason":"illegal request body: malformed JSON","data":null}');
      return;
    }
    const body = JSON.stringify(payload);
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening on port ${server.address().port}\n`);
});

process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
