import 'server-only';
import { z } from 'zod';
import { env } from '../../env';
import { log } from '../../log';
import { processSingleton } from '../../process-singleton.mjs';
import { ApiError } from '../errors';

// reCAPTCHA v3 server-side verification. The answer is parsed strictly: a token is accepted only
// when Google says so, for the action the form asked for, on our own hostname, with a score that
// looks human.

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export const BOT_CHECK_MIN_SCORE = 0.5;
export const BOT_CHECK_TIMEOUT_MS = 5_000;

export interface BotCheckConfig {
  secret: string;
  verifyUrl: string;
  /** The hostname the token must have been issued on (the SITE_URL host). */
  hostname: string;
  timeoutMs?: number;
}

export interface BotCheckRequest {
  token: string;
  action: string;
  remoteIp?: string;
}

/** Whether this process already said that the check is off (once per process, not per route). */
export const missingSecretWarning = processSingleton('bot-check-warning', () => ({
  warned: false,
}));

/** The configuration from the environment, or undefined (check skipped) without a secret. */
export function botCheckConfig(): BotCheckConfig | undefined {
  const config = env();
  if (!config.RECAPTCHA_SECRET_KEY) {
    const warning = missingSecretWarning();
    if (!warning.warned) {
      warning.warned = true;
      log.warn('bot check disabled: RECAPTCHA_SECRET_KEY is not set');
    }
    return undefined;
  }
  return {
    secret: config.RECAPTCHA_SECRET_KEY,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    hostname: new URL(config.SITE_URL).hostname,
  };
}

async function siteverify(config: BotCheckConfig, request: BotCheckRequest) {
  const form = new URLSearchParams({ secret: config.secret, response: request.token });
  if (request.remoteIp && request.remoteIp !== 'unknown') form.set('remoteip', request.remoteIp);
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs ?? BOT_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return siteverifySchema.parse(await response.json());
  } catch (cause) {
    log.warn('bot check unavailable', {
      error: cause instanceof Error ? cause.message : String(cause),
    });
    throw new ApiError('captcha_unavailable', { retryAfter: 60, cause });
  }
}

/** Throws 403 captcha_failed for a rejected token, 503 captcha_unavailable when unverifiable. */
export async function verifyBotCheck(config: BotCheckConfig, request: BotCheckRequest) {
  const answer = await siteverify(config, request);
  const failures: string[] = [];
  if (answer.success !== true) failures.push('success');
  if (answer.action !== request.action) failures.push('action');
  if (answer.hostname?.toLowerCase() !== config.hostname.toLowerCase()) failures.push('hostname');
  if (answer.score === undefined || answer.score < BOT_CHECK_MIN_SCORE) failures.push('score');
  if (failures.length > 0) {
    log.info('bot check rejected a token', {
      failures,
      score: answer.score,
      errorCodes: answer['error-codes'],
    });
    throw new ApiError('captcha_failed');
  }
}

/** A route's bot check (lib/api/route-options.ts `botCheck`): the action its form executes. */
export interface BotCheckRule {
  action: string;
}

/** What the body of a bot-checked route parses to: the form's reCAPTCHA token, when it sent one. */
export interface BotCheckedBody {
  googleReCaptchaToken?: string | null;
}

/**
 * The check the route kit runs for a route that declares `botCheck` (newsletter, contact,
 * reviews), once the body is parsed: nothing without a secret; with one, 400 captcha_required
 * without a token, then verifyBotCheck for the rule's action.
 */
export async function requireBotCheck(
  rule: BotCheckRule,
  body: BotCheckedBody,
  remoteIp: string,
): Promise<void> {
  const config = botCheckConfig();
  if (!config) return;
  const token = body.googleReCaptchaToken;
  if (!token) throw new ApiError('captcha_required');
  await verifyBotCheck(config, { token, action: rule.action, remoteIp });
}
