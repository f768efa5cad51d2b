// Baseline for the same run: plain node:http answering a fixed HTML body of a given size.
import { createServer } from 'node:http';

const [port = '3990', size = '30000'] = process.argv.slice(2);
const body = `<!doctype html><html><body>${'x'.repeat(Number(size))}</body></html>`;
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
