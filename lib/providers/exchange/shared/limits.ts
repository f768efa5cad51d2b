import * as kit from '../../kit/limits';

export { addLimits } from '../../kit/limits';

export function assertWithinLimits(
  provider: string,
  amount: string,
  min: string,
  max: string | null,
): void {
  kit.assertWithinLimits(provider, amount, { min, max });
}
