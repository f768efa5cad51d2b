// @ts-check
// `npm run admin -- <command>`: the operator's moderation and inbox command. It talks to the
// running server over its local admin routes (app/api/admin) rather than opening the database
// itself: with the embedded database only the server's process may open DATA_DIR, and only the
// server can drop its cached reads so that an approved review shows at once
// (docs/decisions/0009-admin-command.md).
//
//   npm run admin -- reviews list [--status pending|approved|rejected|all] [--json]
//   npm run admin -- reviews approve <id>
//   npm run admin -- reviews reject <id>
//   npm run admin -- contact list [--json]
//   npm run admin -- applications [--json]
//
// Environment: ADMIN_URL (default http://127.0.0.1:$PORT, PORT default 3000; a loopback address
// only), ADMIN_TOKEN, else the token the server wrote at start to $DATA_DIR/admin-token
// (DATA_DIR default ./.data).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const USAGE = `Usage:
  npm run admin -- reviews list [--status pending|approved|rejected|all] [--json]
  npm run admin -- reviews approve <id>
  npm run admin -- reviews reject <id>
  npm run admin -- contact list [--json]
  npm run admin -- applications [--json]`;

const STATUSES = ['pending', 'approved', 'rejected', 'all'];

/**
 * @typedef {{ kind: 'reviews-list'; status: string; json: boolean }
 *   | { kind: 'reviews-decide'; id: number; decision: 'approved' | 'rejected' }
 *   | { kind: 'contact-list'; json: boolean }
 *   | { kind: 'applications-list'; json: boolean }} AdminCommand
 */

/**
 * The command line, or an error message (the usage follows it).
 * @param {string[]} args
 * @returns {AdminCommand | { error: string }}
 */
export function parseCommand(args) {
  const [area, action, ...rest] = args;
  const json = rest.includes('--json');
  const options = rest.filter((arg) => arg !== '--json');
  if (area === 'reviews' && action === 'list') {
    // "--status pending" or "--status=pending", or nothing (pending).
    const [flag, value, ...extra] = options[0]?.startsWith('--status=')
      ? ['--status', options[0].slice('--status='.length), ...options.slice(1)]
      : options;
    if (flag === undefined) return { kind: 'reviews-list', status: 'pending', json };
    if (flag !== '--status' || value === undefined || extra.length > 0) {
      return { error: `unknown option: ${options.join(' ')}` };
    }
    if (!STATUSES.includes(value))
      return { error: `--status must be one of ${STATUSES.join(', ')}` };
    return { kind: 'reviews-list', status: value, json };
  }
  if (area === 'reviews' && (action === 'approve' || action === 'reject')) {
    const [id, ...extra] = options;
    if (!id || extra.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) {
      return {
        error: `reviews ${action} needs one review number, for example: reviews ${action} 12`,
      };
    }
    return {
      kind: 'reviews-decide',
      id: Number(id),
      decision: action === 'approve' ? 'approved' : 'rejected',
    };
  }
  if (area === 'contact' && action === 'list' && options.length === 0) {
    return { kind: 'contact-list', json };
  }
  // The /for-partners applications: "applications" or "applications list", as contact's.
  if (area === 'applications') {
    const extra = [action, ...options].filter((arg) => arg !== undefined && arg !== '--json');
    if (extra.length === 0 || (extra.length === 1 && extra[0] === 'list')) {
      return { kind: 'applications-list', json: args.includes('--json') };
    }
  }
  return { error: args.length === 0 ? 'no command given' : `unknown command: ${args.join(' ')}` };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the server is: ADMIN_URL, else this machine on PORT. Only a loopback address: the token
 * must not travel over a network, and the server answers its admin routes locally only.
 * @param {Record<string, string | undefined>} env
 */
export function serverUrl(env) {
  const url = new URL(env.ADMIN_URL || `http://127.0.0.1:${env.PORT || '3000'}`);
  if (!LOOPBACK_HOSTS.has(url.hostname) && !/^127\.\d+\.\d+\.\d+$/.test(url.hostname)) {
    throw new Error(
      `ADMIN_URL must name this machine (localhost, 127.0.0.1 or [::1]), not ${url.hostname}`,
    );
  }
  return url.origin;
}

/**
 * ADMIN_TOKEN, else the server's $DATA_DIR/admin-token.
 * @param {Record<string, string | undefined>} env
 * @param {(file: string) => string} read
 */
export function adminToken(env, read = (file) => readFileSync(file, 'utf8')) {
  if (env.ADMIN_TOKEN?.trim()) return env.ADMIN_TOKEN.trim();
  const file = path.resolve(env.DATA_DIR?.trim() || './.data', 'admin-token');
  try {
    return read(file).trim();
  } catch {
    throw new Error(
      `No admin token: ${file} does not exist and ADMIN_TOKEN is not set. The server writes that ` +
        'file when it starts: start it (npm run serve) and run this command with the same DATA_DIR, ' +
        'or set ADMIN_TOKEN for both.',
    );
  }
}

/**
 * Characters a terminal does not print as themselves: controls (ESC starts the sequences that
 * move the cursor, erase lines or set the title and clipboard), line and paragraph separators,
 * lone surrogates and the bidi controls that make text read other than it is stored.
 */
const NON_PRINTABLE =
  /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufff9-\ufffb]/gu;

/**
 * `text` as it may be shown in a terminal: each non-printable character as an escape (`\x1b`,
 * `\r`, `\u202e`), so what the operator reads is what is stored and nothing stored can redraw
 * the screen. `multiline` keeps line breaks and tabs. (`--json` prints the stored text as JSON.)
 * @param {string} text
 * @param {{ multiline?: boolean }} [options]
 */
export function printable(text, { multiline = false } = {}) {
  return String(text).replace(NON_PRINTABLE, (char) => {
    if (multiline && (char === '\n' || char === '\t')) return char;
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    const code = char.charCodeAt(0);
    return code < 0x100
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
/** @param {unknown} value */
const one = (value) => printable(String(value ?? ''));

/** @param {number} rating */
const stars = (rating) => '★'.repeat(rating) + '☆'.repeat(5 - rating);
/** @param {string} iso */
const when = (iso) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
/** @param {string} text */
const indent = (text) =>
  printable(text, { multiline: true })
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * @param {Array<{ id: number; status: string; rating: number; name: string; text: string;
 *   swapId: string | null; verifiedSwap: boolean; locale: string; createdAt: string }>} reviews
 * @param {string} status
 */
export function formatReviews(reviews, status) {
  if (reviews.length === 0) return status === 'all' ? 'No reviews.' : `No ${status} reviews.`;
  return reviews
    .map((review) => {
      const swap = review.swapId
        ? `  Swap ID ${one(review.swapId)}${review.verifiedSwap ? ' (verified: finished swap)' : ' (not a finished swap)'}`
        : '';
      return [
        `#${review.id}  ${one(review.status)}  ${stars(review.rating)} ${review.rating}/5  ${when(review.createdAt)}  ${one(review.locale)}${swap}`,
        `    ${one(review.name)}`,
        indent(review.text),
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * @param {Array<{ id: number; name: string; email: string; subject: string; message: string;
 *   locale: string; createdAt: string }>} messages
 */
export function formatMessages(messages) {
  if (messages.length === 0) return 'No contact messages.';
  return messages
    .map((item) =>
      [
        `#${item.id}  ${when(item.createdAt)}  ${one(item.locale)}  ${one(item.name)} <${one(item.email)}>`,
        `    Subject: ${one(item.subject)}`,
        indent(item.message),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * @param {Array<{ id: number; name: string; company: string; email: string;
 *   website: string | null; expectedVolume: string; message: string; locale: string;
 *   createdAt: string }>} applications
 */
export function formatApplications(applications) {
  if (applications.length === 0) return 'No partner applications.';
  return applications
    .map((item) =>
      [
        `#${item.id}  ${when(item.createdAt)}  ${one(item.locale)}  ${one(item.name)} <${one(item.email)}>`,
        `    Company: ${one(item.company)}  Website: ${item.website ? one(item.website) : '(none)'}  Volume: ${one(item.expectedVolume)} USD a month`,
        indent(item.message),
      ].join('\n'),
    )
    .join('\n\n');
}

/** What the server's refusals mean to the person at the keyboard. */
const REFUSALS = /** @type {Record<string, string>} */ ({
  admin_forbidden:
    'The server refused the admin token. It makes a new one at each start: run this command ' +
    'with the DATA_DIR of the running server, or set the same ADMIN_TOKEN for both.',
  review_not_found: 'No review has that number (npm run admin -- reviews list --status all).',
  maintenance: 'The server is in maintenance (MAINTENANCE_MODE=true): its API answers 503.',
});

/**
 * @param {string} base
 * @param {string} token
 * @param {string} pathname
 * @param {unknown} [body]
 */
async function call(base, token, pathname, body) {
  let response;
  try {
    response = await fetch(base + pathname, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(
      `No server answers at ${base} (${error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)}). ` +
        'This command works through the running server, which holds the database (the embedded ' +
        'one allows one process: DATA_DIR/pglite.pid). Start it with `npm run serve`, or point ' +
        'ADMIN_URL (or PORT) at it.',
    );
  }
  const answer = /** @type {any} */ (await response.json().catch(() => null));
  if (!response.ok) {
    const code = answer?.error?.code ?? `HTTP ${response.status}`;
    throw new Error(
      REFUSALS[code] ??
        `The server answered ${response.status} ${one(code)}: ${one(answer?.error?.message)}`,
    );
  }
  return answer;
}

/**
 * Runs one command; resolves to what to print.
 * @param {AdminCommand} command
 * @param {Record<string, string | undefined>} env
 */
export async function run(command, env) {
  const base = serverUrl(env);
  const token = adminToken(env);
  if (command.kind === 'reviews-list') {
    const { reviews } = await call(base, token, `/api/admin/reviews?status=${command.status}`);
    return command.json ? JSON.stringify(reviews, null, 2) : formatReviews(reviews, command.status);
  }
  if (command.kind === 'reviews-decide') {
    await call(base, token, `/api/admin/reviews/${command.id}`, { decision: command.decision });
    return command.decision === 'approved'
      ? `Review #${command.id} approved: it is on /customer-feedbacks now.`
      : `Review #${command.id} rejected: it is not shown (deleted after 30 days).`;
  }
  if (command.kind === 'applications-list') {
    const { applications } = await call(base, token, '/api/admin/partner-applications');
    return command.json ? JSON.stringify(applications, null, 2) : formatApplications(applications);
  }
  const { messages } = await call(base, token, '/api/admin/contact-messages');
  return command.json ? JSON.stringify(messages, null, 2) : formatMessages(messages);
}

async function main() {
  const command = parseCommand(process.argv.slice(2));
  if ('error' in command) {
    process.stderr.write(`admin: ${command.error}\n\n${USAGE}\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await run(command, process.env)}\n`);
  } catch (error) {
    process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
