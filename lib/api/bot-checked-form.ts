import '@/lib/zod-jitless';
import { z } from 'zod';
import { defineOperation, type OperationId } from './contract';
import type { ApiErrorCode } from './errors';

// What every bot-checked form's contract has besides its own fields (contact, newsletter,
// reviews): the reCAPTCHA token in the body, an answer that says in words what became of the
// post, and a POST operation that may answer the kit's and the bot check's refusals. Browser-safe:
// zod only. The route side is ./form-route.ts.

/**
 * What every bot-checked form post may answer besides its own codes: bodies the route kit
 * refuses, a foreign Origin, the rate limit and the bot check (./route.ts, ./auth/bot-check.ts).
 */
const FORM_POST_ERRORS = [
  'invalid_json',
  'validation_failed',
  'captcha_required',
  'captcha_failed',
  'forbidden_origin',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'captcha_unavailable',
] as const satisfies readonly ApiErrorCode[];

interface BotCheckedFormSpec<Fields extends z.ZodRawShape, Status extends string> {
  /** The operation's name (./contract.ts OperationId). */
  operationId: OperationId;
  /** Where the form posts. */
  path: string;
  /** The reCAPTCHA action the form executes and the server requires. */
  action: string;
  /** The fields the visitor fills in, in the order the body lists them. */
  fields: Fields;
  /** The answer's `status` once the post is taken. */
  status: Status;
  /** The codes the form's own work may answer, besides FORM_POST_ERRORS. */
  errors: readonly ApiErrorCode[];
}

/** A bot-checked form's contract: its body, its answer and its operation. */
export function defineBotCheckedForm<
  const Fields extends z.ZodRawShape,
  const Status extends string,
>(spec: BotCheckedFormSpec<Fields, Status>) {
  const body = z.object({
    ...spec.fields,
    /** Required by the server only when it has a reCAPTCHA secret. */
    googleReCaptchaToken: z.string().max(4096).nullish(),
  });
  /** `message` follows Accept-Language. */
  const response = z.object({ status: z.literal(spec.status), message: z.string() });
  const operation = defineOperation({
    operationId: spec.operationId,
    // A bot check proves a visitor: forms are posted by anyone's browser.
    auth: ['public'],
    method: 'POST',
    path: spec.path,
    body,
    response,
    errors: [...FORM_POST_ERRORS, ...spec.errors],
  });
  return { action: spec.action, status: spec.status, body, response, operation };
}
