// @ts-check
// Huge and slow uploads (server/request-guard.mjs): how long a client declaring a 50 MB body
// waits for its 413, and how much memory a server holds while 200 such uploads are open at once.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

const HEAD = (/** @type {string} */ host) =>
  `POST /api/v1/swaps HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
  `Content-Length: 50000000\r\n\r\n${'{'.padEnd(1024, ' ')}`;

/**
 * Sends the headers and 1 KB of a 50 MB upload and waits for the first byte of the answer.
 * @param {URL} url
 * @returns {Promise<{ ms: number, status: string }>}
 */
function oneUpload(url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(
      Number(url.port || 80),
      url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
    );
    socket.on('error', () => resolve({ ms: performance.now() - started, status: 'error' }));
    socket.once('data', (chunk) => {
      resolve({ ms: performance.now() - started, status: String(chunk).slice(9, 12) });
      socket.destroy();
    });
    socket.on('close', () => resolve({ ms: performance.now() - started, status: 'closed' }));
    socket.write(HEAD(url.host));
  });
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * 413 timing over `attempts` uploads one after another.
 * @param {string} base
 */
export async function refusalTimings(base, attempts = 200) {
  const url = new URL(base);
  const results = [];
  for (let i = 0; i < attempts; i += 1) results.push(await oneUpload(url));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    attempts,
    refused413: results.filter((r) => r.status === '413').length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? NaN,
  };
}

const rssMiB = (/** @type {number} */ pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * The server's RSS before and while 200 uploads that declared 50 MB each are open at once (each
 * sent its headers and 1 KB, then nothing). `pid` is the server's process.
 * @param {string} base
 * @param {number} pid
 */
export async function slowUploadMemory(base, pid, sockets = 200) {
  const url = new URL(base);
  const before = rssMiB(pid);
  const answers = await Promise.all(Array.from({ length: sockets }, () => oneUpload(url)));
  const during = rssMiB(pid);
  return {
    sockets,
    refused413: answers.filter((a) => a.status === '413').length,
    closedUnanswered: answers.filter((a) => a.status === 'closed' || a.status === 'error').length,
    beforeMiB: before,
    afterMiB: during,
  };
}
