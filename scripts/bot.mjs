// @ts-check
// `npm run bot -- <command>`: the operator's command for the Telegram bot (docs/bot.md). It talks
// to Telegram's Bot API directly (not to the server), with the bot's own configuration:
//
//   npm run bot -- set-webhook [--drop-pending]   Telegram posts updates to SITE_URL/api/bot/telegram,
//                                                 with TELEGRAM_WEBHOOK_SECRET in its header
//   npm run bot -- delete-webhook [--drop-pending]
//   npm run bot -- info                           the bot's name and the webhook's state
//
// Environment: TELEGRAM_BOT_TOKEN, TELEGRAM_WEBHOOK_SECRET, SITE_URL, TELEGRAM_API_ROOT (default
// https://api.telegram.org). The token is in every request's path: nothing this command prints
// contains it.
import { pathToFileURL } from 'node:url';

export const USAGE = `Usage:
  npm run bot -- set-webhook [--drop-pending]
  npm run bot -- delete-webhook [--drop-pending]
  npm run bot -- info`;

/** The webhook route, below SITE_URL. */
export const WEBHOOK_PATH = '/api/bot/telegram';
/** The updates the bot reads (lib/bot/update.ts): Telegram sends no others. */
export const ALLOWED_UPDATES = ['message', 'callback_query'];

/**
 * @typedef {{ kind: 'set-webhook' | 'delete-webhook'; dropPending: boolean } | { kind: 'info' }} BotCommand
 */

/**
 * @param {string[]} args
 * @returns {BotCommand | { error: string }}
 */
export function parseCommand(args) {
  const [name, ...rest] = args;
  const flags = new Set(rest);
  const unknown = rest.filter((arg) => arg !== '--drop-pending');
  if (name === 'info') {
    return rest.length === 0
      ? { kind: 'info' }
      : { error: `info takes no options: ${rest.join(' ')}` };
  }
  if (name === 'set-webhook' || name === 'delete-webhook') {
    if (unknown.length > 0) return { error: `unknown option ${unknown[0]}` };
    return { kind: name, dropPending: flags.has('--drop-pending') };
  }
  return { error: name ? `unknown command ${name}` : 'a command is required' };
}

/**
 * @param {string} text
 * @param {string} token
 */
export function redact(text, token) {
  const secret = token.slice(token.indexOf(':') + 1);
  return text.replaceAll(token, '[bot token]').replaceAll(secret, '[bot token]');
}

/**
 * The configuration the command needs, or what is missing.
 * @param {Record<string, string | undefined>} env
 */
export function readConfig(env) {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  const secret = env.TELEGRAM_WEBHOOK_SECRET?.trim();
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is not set');
  const apiRoot = (env.TELEGRAM_API_ROOT?.trim() || 'https://api.telegram.org').replace(/\/+$/, '');
  const site = (env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  return { token, secret, apiRoot, site };
}

/**
 * One Bot API call; its `result`, or throws with Telegram's description (never the token).
 * @param {{ token: string; apiRoot: string }} config
 * @param {string} method
 * @param {Record<string, unknown>} [params]
 * @param {typeof fetch} [fetchImpl]
 */
async function call(config, method, params = {}, fetchImpl = fetch) {
  let response;
  try {
    response = await fetchImpl(`${config.apiRoot}/bot${config.token}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(redact(`${method}: the Bot API did not answer (${message})`, config.token));
  }
  /** @type {{ ok?: boolean; result?: any; description?: string; error_code?: number }} */
  const body = await response.json().catch(() => ({}));
  if (!body.ok) {
    const why = body.description ?? `HTTP ${response.status}`;
    throw new Error(
      redact(`${method}: ${body.error_code ?? response.status} ${why}`, config.token),
    );
  }
  return body.result;
}

/**
 * Runs one command; the text to print.
 * @param {BotCommand} command
 * @param {Record<string, string | undefined>} env
 * @param {typeof fetch} [fetchImpl]
 */
export async function run(command, env, fetchImpl = fetch) {
  const config = readConfig(env);
  if (command.kind === 'set-webhook') {
    if (!config.secret) throw new Error('TELEGRAM_WEBHOOK_SECRET is not set');
    const url = `${config.site}${WEBHOOK_PATH}`;
    // Telegram delivers to https only (ports 443, 80, 88, 8443); a local fake Bot API takes any.
    if (
      !url.startsWith('https://') &&
      !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(config.apiRoot)
    ) {
      throw new Error(`SITE_URL must be https for Telegram to deliver to it (${url})`);
    }
    await call(
      config,
      'setWebhook',
      {
        url,
        secret_token: config.secret,
        allowed_updates: ALLOWED_UPDATES,
        drop_pending_updates: command.dropPending,
      },
      fetchImpl,
    );
    return `Webhook set: Telegram posts ${ALLOWED_UPDATES.join(' and ')} updates to ${url}.`;
  }
  if (command.kind === 'delete-webhook') {
    await call(config, 'deleteWebhook', { drop_pending_updates: command.dropPending }, fetchImpl);
    return 'Webhook deleted: Telegram keeps updates for a day, unanswered.';
  }
  const me = await call(config, 'getMe', {}, fetchImpl);
  const hook = await call(config, 'getWebhookInfo', {}, fetchImpl);
  const lines = [
    `Bot: @${me.username} (${me.first_name}), id ${me.id}`,
    `Link: https://t.me/${me.username} (LINK_MESSAGING_BOT, for the footer)`,
    `Webhook: ${hook.url || 'none'}`,
    `Pending updates: ${hook.pending_update_count ?? 0}`,
  ];
  if (hook.last_error_message) {
    const at = hook.last_error_date ? new Date(hook.last_error_date * 1000).toISOString() : '?';
    lines.push(`Last error: ${hook.last_error_message} (${at})`);
  }
  return redact(lines.join('\n'), config.token);
}

async function main() {
  const command = parseCommand(process.argv.slice(2));
  if ('error' in command) {
    process.stderr.write(`bot: ${command.error}\n\n${USAGE}\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await run(command, process.env)}\n`);
  } catch (error) {
    process.stderr.write(`bot: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
