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
//   npm run admin -- partners create|list|update|suspend …   (docs/partners/keys-and-api.md)
//   npm run admin -- partners widget <partnerId> [--primary #hex …]   (docs/white-label.md)
//   npm run admin -- keys issue|list|rotate|revoke …
//   npm run admin -- applications [--json]
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
  npm run admin -- partners create --name <name> --email <e-mail> [--website <url>]
                     [--commission 0.002] [--revenue-share 0.5] [--origins https://a,https://b]
                     [--webhook-url https://…]
  npm run admin -- partners list [--json]
  npm run admin -- partners update <partnerId> [the options of create] [--status active|suspended]
                     (--website, --webhook-url none: remove it; --origins none: no origins)
  npm run admin -- partners suspend <partnerId>
  npm run admin -- partners widget <partnerId> [--primary|--primary-strong|--background|--surface|
                     --text|--muted|--border '#0a7'] [--radius 0-32] [--logo https://…]
                     [--name <display name>] [--allow-hide-logo|--deny-hide-logo] [--reset-theme]
                     (no option: show it; a value none: remove that one)
  npm run admin -- keys issue <partnerId> --kind secret|publishable [--scopes a,b] [--label <text>]
                     [--limit <requests per minute>] [--origins https://a,https://b]
  npm run admin -- keys list <partnerId> [--json]
  npm run admin -- keys rotate <keyId>
  npm run admin -- keys revoke <keyId>

  npm run admin -- applications [--json]
  npm run admin -- payouts export --partner <id> --from YYYY-MM-DD --to YYYY-MM-DD
  npm run admin -- payouts list [--status requested|confirmed|paid|expired] [--json]
  npm run admin -- payouts paid <payoutId> --reference <text>`;

const STATUSES = ['pending', 'approved', 'rejected', 'all'];

/**
 * @typedef {{ kind: 'reviews-list'; status: string; json: boolean }
 *   | { kind: 'reviews-decide'; id: number; decision: 'approved' | 'rejected' }
 *   | { kind: 'contact-list'; json: boolean }
 *   | { kind: 'partners-create'; body: Record<string, unknown> }
 *   | { kind: 'partners-list'; json: boolean }
 *   | { kind: 'partners-update'; id: string; body: Record<string, unknown> }
 *   | { kind: 'partners-suspend'; id: string }
 *   | { kind: 'partners-widget'; id: string; body: Record<string, unknown> | null }
 *   | { kind: 'keys-issue'; partnerId: string; body: Record<string, unknown> }
 *   | { kind: 'keys-list'; partnerId: string; json: boolean }
 *   | { kind: 'keys-rotate' | 'keys-revoke'; keyId: string }
 *   | { kind: 'applications-list'; json: boolean }
 *   | PayoutsCommand} AdminCommand
 */

/** A partner's or a key's id: 12 lowercase letters and digits. */
const PUBLIC_ID = /^[a-z0-9]{12}$/;

/**
 * `--name value` and `--name=value` options, each once and each one of `allowed`; whatever is
 * not an option is positional.
 * @param {string[]} args
 * @param {readonly string[]} allowed
 * @returns {{ flags: Record<string, string>; positional: string[] } | { error: string }}
 */
function readFlags(args, allowed) {
  /** @type {Record<string, string>} */
  const flags = {};
  const positional = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = /** @type {string} */ (args[i]);
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const value = eq === -1 ? args[(i += 1)] : arg.slice(eq + 1);
    if (!allowed.includes(name)) return { error: `unknown option: --${name}` };
    if (value === undefined || (eq === -1 && value.startsWith('--'))) {
      return { error: `--${name} needs a value` };
    }
    if (name in flags) return { error: `--${name} is given twice` };
    flags[name] = value;
  }
  return { flags, positional };
}

/** @param {string} value */
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const PARTNER_OPTIONS = [
  'name',
  'email',
  'website',
  'commission',
  'revenue-share',
  'origins',
  'webhook-url',
];

/**
 * The body of a partner write from its options; `update` reads `none` as "remove it".
 * @param {Record<string, string>} flags
 * @param {boolean} update
 */
function partnerBody(flags, update) {
  /** @type {Record<string, unknown>} */
  const body = {};
  const cleared = (/** @type {string} */ value) => (update && value === 'none' ? null : value);
  if (flags.name !== undefined) body.name = flags.name;
  if (flags.email !== undefined) body.email = flags.email;
  if (flags.website !== undefined) body.website = cleared(flags.website);
  if (flags.commission !== undefined) body.commissionRate = flags.commission;
  if (flags['revenue-share'] !== undefined) body.revenueShare = flags['revenue-share'];
  if (flags.origins !== undefined) {
    body.allowedOrigins = update && flags.origins === 'none' ? [] : list(flags.origins);
  }
  if (flags['webhook-url'] !== undefined) body.webhookUrl = cleared(flags['webhook-url']);
  if (flags.status !== undefined) body.status = flags.status;
  return body;
}

/** `--primary` → the theme token it sets (lib/embed/theme.ts). */
const WIDGET_COLOUR_OPTIONS = /** @type {const} */ ({
  primary: 'primary',
  'primary-strong': 'primaryStrong',
  background: 'background',
  surface: 'surface',
  text: 'text',
  muted: 'muted',
  border: 'border',
});
const WIDGET_SWITCHES = ['allow-hide-logo', 'deny-hide-logo', 'reset-theme'];

/**
 * `partners widget <id> …`: no option shows the profile; otherwise the body of its change. A
 * colour is checked here only for shape (the server's contract decides); `none` removes a token,
 * the logo or the name.
 * @param {string[]} options
 * @returns {AdminCommand | { error: string }}
 */
function parseWidgetCommand(options) {
  const switches = options.filter((arg) => WIDGET_SWITCHES.includes(arg.slice(2)));
  const read = readFlags(
    options.filter((arg) => !switches.includes(arg)),
    [...Object.keys(WIDGET_COLOUR_OPTIONS), 'radius', 'logo', 'name'],
  );
  if ('error' in read) return read;
  const [id, ...extra] = read.positional;
  if (!id || !PUBLIC_ID.test(id) || extra.length > 0) {
    return { error: 'partners widget needs one partner id (12 letters and digits)' };
  }
  if (new Set(switches).size !== switches.length) return { error: 'an option is given twice' };
  if (switches.includes('--allow-hide-logo') && switches.includes('--deny-hide-logo')) {
    return { error: '--allow-hide-logo and --deny-hide-logo contradict each other' };
  }
  const { flags } = read;
  /** @type {Record<string, unknown>} */
  const theme = {};
  for (const [option, tokenName] of Object.entries(WIDGET_COLOUR_OPTIONS)) {
    const value = flags[option];
    if (value === undefined) continue;
    if (value !== 'none' && !/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) {
      return {
        error: `--${option} must be a colour such as '#0a7' or '#00aa77' (quoted), or none`,
      };
    }
    theme[tokenName] = value === 'none' ? null : value;
  }
  if (flags.radius !== undefined) {
    if (flags.radius !== 'none' && !/^\d{1,2}$/.test(flags.radius)) {
      return { error: '--radius must be pixels from 0 to 32, or none' };
    }
    theme.radius = flags.radius === 'none' ? null : Number(flags.radius);
  }
  /** @type {Record<string, unknown>} */
  const body = {};
  if (Object.keys(theme).length > 0) body.theme = theme;
  if (switches.includes('--reset-theme')) body.resetTheme = true;
  if (flags.logo !== undefined) body.logoUrl = flags.logo === 'none' ? null : flags.logo;
  if (flags.name !== undefined) body.displayName = flags.name === 'none' ? null : flags.name;
  if (switches.includes('--allow-hide-logo')) body.hideLogoAllowed = true;
  if (switches.includes('--deny-hide-logo')) body.hideLogoAllowed = false;
  return { kind: 'partners-widget', id, body: Object.keys(body).length > 0 ? body : null };
}

/**
 * The partners and keys commands (the server checks every value again with its contracts).
 * @param {string | undefined} area
 * @param {string | undefined} action
 * @param {string[]} options
 * @param {boolean} json
 * @returns {AdminCommand | { error: string } | null}
 */
function parsePartnerCommand(area, action, options, json) {
  if (area === 'partners' && action === 'list') {
    return options.length === 0
      ? { kind: 'partners-list', json }
      : { error: 'partners list takes no arguments' };
  }
  if (area === 'partners' && (action === 'create' || action === 'update')) {
    const allowed = action === 'update' ? [...PARTNER_OPTIONS, 'status'] : PARTNER_OPTIONS;
    const read = readFlags(options, allowed);
    if ('error' in read) return read;
    const body = partnerBody(read.flags, action === 'update');
    if (action === 'create') {
      if (read.positional.length > 0) return { error: `unexpected: ${read.positional.join(' ')}` };
      if (body.name === undefined || body.email === undefined) {
        return { error: 'partners create needs --name and --email' };
      }
      return { kind: 'partners-create', body };
    }
    const [id, ...extra] = read.positional;
    if (!id || !PUBLIC_ID.test(id) || extra.length > 0) {
      return { error: 'partners update needs one partner id (12 letters and digits)' };
    }
    if (Object.keys(body).length === 0) return { error: 'partners update: nothing to change' };
    return { kind: 'partners-update', id, body };
  }
  if (area === 'partners' && action === 'widget') return parseWidgetCommand(options);
  if (area === 'partners' && action === 'suspend') {
    const [id, ...extra] = options;
    if (!id || !PUBLIC_ID.test(id) || extra.length > 0) {
      return { error: 'partners suspend needs one partner id (12 letters and digits)' };
    }
    return { kind: 'partners-suspend', id };
  }
  if (area === 'keys' && action === 'issue') {
    const read = readFlags(options, ['kind', 'scopes', 'label', 'limit', 'origins']);
    if ('error' in read) return read;
    const [partnerId, ...extra] = read.positional;
    if (!partnerId || !PUBLIC_ID.test(partnerId) || extra.length > 0) {
      return { error: 'keys issue needs one partner id (12 letters and digits)' };
    }
    const { kind, scopes, label, limit, origins } = read.flags;
    if (kind !== 'secret' && kind !== 'publishable') {
      return { error: '--kind must be secret (servers) or publishable (web pages)' };
    }
    /** @type {Record<string, unknown>} */
    const body = { kind };
    if (scopes !== undefined) body.scopes = list(scopes);
    if (label !== undefined) body.label = label;
    if (limit !== undefined) {
      if (!/^[1-9]\d{0,5}$/.test(limit))
        return { error: '--limit must be requests per minute, e.g. 600' };
      body.rateLimitPerMinute = Number(limit);
    }
    if (origins !== undefined) body.origins = list(origins);
    return { kind: 'keys-issue', partnerId, body };
  }
  if (area === 'keys' && action === 'list') {
    const [partnerId, ...extra] = options;
    if (!partnerId || !PUBLIC_ID.test(partnerId) || extra.length > 0) {
      return { error: 'keys list needs one partner id (12 letters and digits)' };
    }
    return { kind: 'keys-list', partnerId, json };
  }
  if (area === 'keys' && (action === 'rotate' || action === 'revoke')) {
    const [keyId, ...extra] = options;
    if (!keyId || !PUBLIC_ID.test(keyId) || extra.length > 0) {
      return { error: `keys ${action} needs one key id (12 letters and digits)` };
    }
    return { kind: action === 'rotate' ? 'keys-rotate' : 'keys-revoke', keyId };
  }
  return null;
}

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
  // The /for-partners applications: "applications" or "applications list", as contact's.
  if (area === 'applications') {
    const extra = [action, ...options].filter((arg) => arg !== undefined && arg !== '--json');
    if (extra.length === 0 || (extra.length === 1 && extra[0] === 'list')) {
      return { kind: 'applications-list', json: args.includes('--json') };
    }
  }
  const partnerCommand = parsePartnerCommand(area, action, options, json);
  if (partnerCommand) return partnerCommand;
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
 * @typedef {{ id: string; name: string; email: string; website: string | null;
 *   commissionRate: string; revenueShare: string; allowedOrigins: string[];
 *   webhookUrl: string | null; status: string; createdAt: string }} PartnerEntry
 * @typedef {{ id: string; partnerId: string; kind: string; label: string; displayPrefix: string;
 *   scopes: string[]; origins: string[]; rateLimitPerMinute: number; createdAt: string;
 *   lastUsedAt: string | null; revokedAt: string | null }} KeyEntry
 */

/** @param {PartnerEntry} partner */
function formatPartner(partner) {
  const origins = partner.allowedOrigins.length
    ? partner.allowedOrigins.map(one).join(', ')
    : 'none';
  return [
    `${one(partner.id)}  ${one(partner.status)}  ${one(partner.name)} <${one(partner.email)}>  since ${when(partner.createdAt)}`,
    `    commission ${one(partner.commissionRate)}  revenue share ${one(partner.revenueShare)}`,
    `    website ${one(partner.website ?? 'none')}  origins ${origins}`,
    `    webhook ${one(partner.webhookUrl ?? 'none')}`,
  ].join('\n');
}

/** @param {PartnerEntry[]} partners */
export function formatPartners(partners) {
  if (partners.length === 0) return 'No partners.';
  return partners.map(formatPartner).join('\n\n');
}

/** @param {KeyEntry[]} keys */
export function formatKeys(keys) {
  if (keys.length === 0) return 'No keys.';
  return keys
    .map((key) => {
      const state = key.revokedAt ? `revoked ${when(key.revokedAt)}` : 'active';
      const used = key.lastUsedAt ? when(key.lastUsedAt) : 'never';
      const origins =
        key.kind === 'publishable' ? `  origins ${key.origins.map(one).join(', ')}` : '';
      return [
        `${one(key.id)}  ${one(key.kind)}  ${one(key.displayPrefix)}  ${state}${key.label ? `  "${one(key.label)}"` : ''}`,
        `    scopes ${key.scopes.map(one).join(', ')}  ${key.rateLimitPerMinute}/min  created ${when(key.createdAt)}  last used ${used}${origins}`,
      ].join('\n');
    })
    .join('\n\n');
}

/**
 * @typedef {{ partnerId: string; widget: { theme: Record<string, string | number>;
 *   logoUrl?: string; displayName?: string; hideLogoAllowed: boolean };
 *   logoHosts: { source: string; hosts: string[] } }} WidgetProfileEntry
 */

/** @param {WidgetProfileEntry} profile */
export function formatWidgetProfile({ partnerId, widget, logoHosts }) {
  const theme = Object.entries(widget.theme);
  const hosts = logoHosts.hosts.length ? logoHosts.hosts.map(one).join(', ') : 'none';
  return [
    `Widget profile of partner ${one(partnerId)}:`,
    `    theme ${theme.length ? theme.map(([name, value]) => `${one(name)} ${one(value)}`).join(', ') : 'the site’s own'}`,
    `    logo ${one(widget.logoUrl ?? 'ours')}  name ${one(widget.displayName ?? 'none')}`,
    `    may hide our logo: ${widget.hideLogoAllowed ? 'yes' : 'no'}`,
    `    logos allowed from ${hosts} (${logoHosts.source === 'WIDGET_LOGO_HOSTS' ? 'WIDGET_LOGO_HOSTS' : 'its website and origins; WIDGET_LOGO_HOSTS is not set'})`,
  ].join('\n');
}

/**
 * A key just made: its token is printed here once and never again (the server keeps its hash).
 * @param {{ key: KeyEntry; token: string }} issued
 */
export function formatIssued({ key, token }) {
  return [
    `Key ${one(key.id)} (${one(key.kind)}) issued to partner ${one(key.partnerId)}: scopes ${key.scopes.map(one).join(', ')}, ${key.rateLimitPerMinute} requests a minute.`,
    '',
    `  ${one(token)}`,
    '',
    key.kind === 'secret'
      ? 'This is the only time the token is shown: hand it to the partner now over a safe channel. It goes in their server’s Authorization: Bearer header and never in a web page.'
      : `A publishable key is public: it works only from ${key.origins.map(one).join(', ')}.`,
  ].join('\n');
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
  payout_state_conflict:
    'Only a confirmed payout can be marked paid (npm run admin -- payouts list --status confirmed).',
  maintenance: 'The server is in maintenance (MAINTENANCE_MODE=true): its API answers 503.',
  not_found:
    'Nothing has that id: no partner or usable key (npm run admin -- partners list, keys list ' +
    '<partnerId>), no payout (npm run admin -- payouts list).',
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
    const fields = answer?.error?.fields
      ? ` (${Object.entries(answer.error.fields)
          .map(([name, why]) => `${one(name)}: ${one(why)}`)
          .join(', ')})`
      : '';
    throw new Error(
      REFUSALS[code] ??
        `The server answered ${response.status} ${one(code)}: ${one(answer?.error?.message)}${fields}`,
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
  if (command.kind === 'applications-list') {
    const { applications } = await call(base, token, '/api/admin/partner-applications');
    return command.json ? JSON.stringify(applications, null, 2) : formatApplications(applications);
  }
  if (command.kind === 'contact-list') {
    const { messages } = await call(base, token, '/api/admin/contact-messages');
    return command.json ? JSON.stringify(messages, null, 2) : formatMessages(messages);
  }
  return runPartnerCommand(command, base, token);
}

const REVOCATION_BOUND =
  'refused at once by this server, and by every other instance within 5 seconds';

/**
 * @param {AdminCommand} command
 * @param {string} base
 * @param {string} token
 */
async function runPartnerCommand(command, base, token) {
  const partners = '/api/admin/partners';
  /** @param {{ partner: PartnerEntry; webhookSecret?: string }} answer @param {string} done */
  const partnerDone = (answer, done) =>
    [
      `Partner ${one(answer.partner.id)} ${done}.`,
      formatPartner(answer.partner),
      ...(answer.webhookSecret
        ? [
            '',
            'Webhook signing secret (shown this once: give it to the partner now):',
            `  ${one(answer.webhookSecret)}`,
          ]
        : []),
    ].join('\n');
  switch (command.kind) {
    case 'partners-create':
      return partnerDone(await call(base, token, partners, command.body), 'created');
    case 'partners-list': {
      const answer = await call(base, token, partners);
      return command.json
        ? JSON.stringify(answer.partners, null, 2)
        : formatPartners(answer.partners);
    }
    case 'partners-update':
      return partnerDone(
        await call(base, token, `${partners}/${command.id}`, command.body),
        'updated',
      );
    case 'partners-suspend': {
      const answer = await call(base, token, `${partners}/${command.id}/suspend`, {});
      return `${partnerDone(answer, 'suspended')}\nIts keys are ${REVOCATION_BOUND}.`;
    }
    case 'partners-widget': {
      const at = `${partners}/${command.id}/widget`;
      if (command.body === null) return formatWidgetProfile(await call(base, token, at));
      try {
        return formatWidgetProfile(await call(base, token, at, command.body));
      } catch (error) {
        const logo = error instanceof Error && error.message.includes('logoUrl');
        if (!logo) throw error;
        throw new Error(
          `${error.message}\nThe logo must be an https URL (at most 500 characters) on an allowed ` +
            'host: WIDGET_LOGO_HOSTS when set, else the partner’s website or allowed origins ' +
            `(npm run admin -- partners widget ${command.id} shows them).`,
        );
      }
    }
    case 'keys-issue':
      return formatIssued(
        await call(base, token, `${partners}/${command.partnerId}/keys`, command.body),
      );
    case 'keys-list': {
      const answer = await call(base, token, `${partners}/${command.partnerId}/keys`);
      return command.json ? JSON.stringify(answer.keys, null, 2) : formatKeys(answer.keys);
    }
    case 'keys-rotate': {
      const answer = await call(base, token, `${partners}/keys/${command.keyId}/rotate`, {});
      return `Key ${one(answer.revoked.id)} revoked (${REVOCATION_BOUND}); its successor:\n${formatIssued(answer)}`;
    }
    case 'keys-revoke': {
      const key = await call(base, token, `${partners}/keys/${command.keyId}/revoke`, {});
      return `Key ${one(key.id)} revoked: ${REVOCATION_BOUND}.`;
    }
    default:
      throw new Error(`unknown command ${command.kind}`);
  }
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
