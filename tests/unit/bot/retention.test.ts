import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@/lib/bot/subscriptions';
import { DELIVERED_OUTBOX_TTL_MS } from '@/lib/mail/housekeeping';

// The privacy policy says how long the bot's data is kept: change the code and the text together.

const policy = readFileSync('content/legal/privacy-policy/en.md', 'utf8');
const kept = (label: string) =>
  new RegExp(`^\\| ${label}[^|]*\\| ([^|]+)\\|`, 'm').exec(policy)?.[1]?.trim();

describe('the privacy policy on the Telegram bot', () => {
  it('says how long subscriptions and sent messages are kept', () => {
    expect(kept('Telegram bot subscriptions')).toBe(`${RETENTION_DAYS} days after they end`);
    expect(kept('Records of sent bot messages')).toBe(
      `${DELIVERED_OUTBOX_TTL_MS / (24 * 60 * 60_000)} days after sending`,
    );
    expect(policy).toContain(`it is deleted ${RETENTION_DAYS} days after it ended`);
  });
});
