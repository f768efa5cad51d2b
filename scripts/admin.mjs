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
//   npm run admin -- payouts export --partner <id> --from YYYY-MM-DD --to YYYY-MM-DD
//   npm run admin -- payouts list [--status requested|confirmed|paid|expired] [--json]
//   npm run admin -- payouts paid <payoutId> --reference <text>
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
  npm run admin -- payouts export --partner <id> --from YYYY-MM-DD --to YYYY-MM-DD
  npm run admin -- payouts list [--status requested|confirmed|paid|expired] [--json]
  npm run admin -- payouts paid <payoutId> --reference <text>`;

const STATUSES = ['pending', 'approved', 'rejected', 'all'];

/**
 * @typedef {{ kind: 'reviews-list'; status: string; json: boolean }
 *   | { kind: 'reviews-decide'; id: number; decision: 'approved' | 'rejected' }
 *   | { kind: 'contact-list'; json: boolean }
 *   | PayoutsCommand} AdminCommand
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
  if (area === 'payouts') return parsePayoutsCommand(action, rest);
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

/** What the server's refusals mean to the person at the keyboard. */
const REFUSALS = /** @type {Record<string, string>} */ ({
  admin_forbidden:
    'The server refused the admin token. It makes a new one at each start: run this command ' +
    'with the DATA_DIR of the running server, or set the same ADMIN_TOKEN for both.',
  review_not_found: 'No review has that number (npm run admin -- reviews list --status all).',
  not_found: 'Not found: check the id (npm run admin -- payouts list).',
  payout_state_conflict:
    'Only a confirmed payout can be marked paid (npm run admin -- payouts list --status confirmed).',
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
  if (
    command.kind === 'payouts-export' ||
    command.kind === 'payouts-list' ||
    command.kind === 'payouts-paid'
  ) {
    return runPayouts(command, base, token);
  }
  const { messages } = await call(base, token, '/api/admin/contact-messages');
  return command.json ? JSON.stringify(messages, null, 2) : formatMessages(messages);
}

// ---- Partner payouts (docs/partners/earnings-and-payouts.md) -------------------------------
// `payouts export` prints one partner's commissions of a period as CSV (the server writes it:
// RFC 4180, formula-escaped cells); `payouts list` the payout requests; `payouts paid` marks a
// confirmed payout paid with the operator's payment reference.

const PAYOUT_STATUSES = ['requested', 'confirmed', 'paid', 'expired'];
const PARTNER_ID = /^[a-z0-9]{12}$/;
const UTC_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PAYOUT_ID = /^po[a-z0-9]{16}$/;

/**
 * @typedef {{ kind: 'payouts-export'; partner: string; from: string; to: string }
 *   | { kind: 'payouts-list'; status: string | null; json: boolean }
 *   | { kind: 'payouts-paid'; id: string; reference: string }} PayoutsCommand
 */

/**
 * "--name value" and "--name=value" options; anything else is a positional argument.
 * @param {string[]} args
 * @returns {{ flags: Record<string, string>; positional: string[]; error?: string }}
 */
function readOptions(args) {
  /** @type {Record<string, string>} */
  const flags = {};
  const positional = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = /** @type {string} */ (args[index]);
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals > 0 ? arg.slice(2, equals) : arg.slice(2);
    const value = equals > 0 ? arg.slice(equals + 1) : args[(index += 1)];
    if (value === undefined) return { flags, positional, error: `--${name} needs a value` };
    flags[name] = value;
  }
  return { flags, positional };
}

/**
 * @param {string | undefined} action
 * @param {string[]} rest
 * @returns {PayoutsCommand | { error: string }}
 */
export function parsePayoutsCommand(action, rest) {
  const json = rest.includes('--json');
  const { flags, positional, error } = readOptions(rest.filter((arg) => arg !== '--json'));
  if (error) return { error };
  const unknown = (/** @type {string[]} */ allowed) =>
    Object.keys(flags).find((name) => !allowed.includes(name));
  if (action === 'export') {
    const extra = unknown(['partner', 'from', 'to']);
    if (extra || positional.length > 0)
      return { error: `unknown option: ${extra ?? positional[0]}` };
    const { partner, from, to } = flags;
    if (!partner || !PARTNER_ID.test(partner)) {
      return { error: 'payouts export needs --partner <id> (12 lowercase letters and digits)' };
    }
    if (!from || !to || !UTC_DAY.test(from) || !UTC_DAY.test(to)) {
      return { error: 'payouts export needs --from YYYY-MM-DD and --to YYYY-MM-DD (UTC days)' };
    }
    if (from > to) return { error: '--from is after --to' };
    return { kind: 'payouts-export', partner, from, to };
  }
  if (action === 'list') {
    const extra = unknown(['status']);
    if (extra || positional.length > 0)
      return { error: `unknown option: ${extra ?? positional[0]}` };
    const status = flags.status ?? null;
    if (status !== null && !PAYOUT_STATUSES.includes(status)) {
      return { error: `--status must be one of ${PAYOUT_STATUSES.join(', ')}` };
    }
    return { kind: 'payouts-list', status, json };
  }
  if (action === 'paid') {
    const extra = unknown(['reference']);
    const [id, ...more] = positional;
    if (extra || more.length > 0) return { error: `unknown option: ${extra ?? more[0]}` };
    if (!id || !PAYOUT_ID.test(id)) {
      return {
        error: 'payouts paid needs one payout id, for example: payouts paid po1a2b3c4d5e6f7g8h',
      };
    }
    const reference = flags.reference?.trim();
    if (!reference || reference.length > 200) {
      return {
        error: 'payouts paid needs --reference <text> (the payment reference, 1-200 characters)',
      };
    }
    return { kind: 'payouts-paid', id, reference };
  }
  return { error: `unknown command: payouts ${action ?? ''}`.trim() };
}

/**
 * @param {Array<{ id: string; partnerId: string; status: string; amountUsd: string;
 *   commissions: { count: number; estimated: number }; periodFrom: string | null;
 *   periodTo: string | null; createdAt: string; paidReference: string | null }>} payouts
 * @param {string | null} status
 */
export function formatPayouts(payouts, status) {
  if (payouts.length === 0) return status ? `No ${status} payouts.` : 'No payouts.';
  return payouts
    .map((payout) => {
      const period = `${payout.periodFrom?.slice(0, 10) ?? '–'} – ${payout.periodTo?.slice(0, 10) ?? '–'}`;
      const estimated = payout.commissions.estimated
        ? ` (${payout.commissions.estimated} estimated)`
        : '';
      const paid = payout.paidReference ? `  paid: ${one(payout.paidReference)}` : '';
      return `${one(payout.id)}  ${one(payout.status)}  ${one(payout.amountUsd)} USD  partner ${one(payout.partnerId)}  ${payout.commissions.count} swaps${estimated}  ${period}  asked ${when(payout.createdAt)}${paid}`;
    })
    .join('\n');
}

/**
 * The export's CSV as the server wrote it (text, not JSON).
 * @param {string} base
 * @param {string} token
 * @param {string} pathname
 */
async function callText(base, token, pathname) {
  let response;
  try {
    response = await fetch(base + pathname, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv, application/json' },
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new Error(
      `No server answers at ${base}. Start it with \`npm run serve\`, or point ADMIN_URL (or PORT) at it.`,
    );
  }
  if (!response.ok) {
    const answer = /** @type {any} */ (await response.json().catch(() => null));
    const code = answer?.error?.code ?? `HTTP ${response.status}`;
    throw new Error(
      REFUSALS[code] ??
        `The server answered ${response.status} ${one(code)}: ${one(answer?.error?.message)}`,
    );
  }
  return response.text();
}

/**
 * @param {PayoutsCommand} command
 * @param {string} base
 * @param {string} token
 */
async function runPayouts(command, base, token) {
  if (command.kind === 'payouts-export') {
    const query = new URLSearchParams({
      partner: command.partner,
      from: command.from,
      to: command.to,
    });
    // Printed as is: the file's own CRLF line ends, without the newline main() adds.
    return (await callText(base, token, `/api/admin/commissions/export?${query}`)).replace(
      /\r\n$/,
      '',
    );
  }
  if (command.kind === 'payouts-list') {
    const query = command.status ? `?status=${command.status}` : '';
    const { payouts } = await call(base, token, `/api/admin/payouts${query}`);
    return command.json ? JSON.stringify(payouts, null, 2) : formatPayouts(payouts, command.status);
  }
  const { payout } = await call(base, token, `/api/admin/payouts/${command.id}/paid`, {
    reference: command.reference,
  });
  return `Payout ${one(payout.id)} marked paid: ${one(payout.amountUsd)} USD to partner ${one(payout.partnerId)}, reference ${one(payout.paidReference)}.`;
}
// ---- end of partner payouts ----------------------------------------------------------------

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
