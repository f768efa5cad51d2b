import { compareAmounts } from './amount';

export type AmountProblem = { kind: 'below' | 'above'; limit: string } | null;

/** Whether the amount is outside the widest range the providers accept. */
export function amountProblem(
  amount: string | null,
  limits: { min: string | null; max: string | null },
): AmountProblem {
  if (!amount) return null;
  if (limits.min && compareAmounts(amount, limits.min) < 0)
    return { kind: 'below', limit: limits.min };
  if (limits.max && compareAmounts(amount, limits.max) > 0)
    return { kind: 'above', limit: limits.max };
  return null;
}
