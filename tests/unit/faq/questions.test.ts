import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS, FAQ_QUESTION_IDS, HOME_EXCERPT, topicAnchor } from '@/lib/faq/questions';

// Each id is a published address (/faq#fixed-vs-floating): links in emails, chats and search
// results point at it. Renaming or removing one breaks them, so the list is written out here and
// a change has to be made on purpose, in both places.
const PUBLISHED = [
  'what-we-do',
  'how-a-swap-works',
  'swap-duration',
  'swap-id',
  'swap-statuses',
  'email-updates',
  'fixed-vs-floating',
  'fixed-rate-time',
  'refund-address-fixed',
  'floating-amount',
  'what-is-a-memo',
  'memo-when-required',
  'deposit-memo',
  'forgot-memo',
  'why-networks-matter',
  'choose-network',
  'address-check',
  'wrong-network',
  'verify-identity',
  'verification-labels',
  'on-hold',
  'why-providers-verify',
  'data-kept',
  'which-fees',
  'our-fee',
  'how-offers-are-ranked',
  'amount-limits',
  'when-refunded',
  'where-refunds-go',
  'no-refund-address',
  'who-refunds',
  'expired-after-sending',
  'custody',
  'real-support',
  'contact-support',
  'check-deposit-address',
  'share-swap-id',
  'affiliate-program',
  'exchange-api',
  'become-provider',
  'white-label',
];

describe('FAQ questions', () => {
  it('keeps every published anchor', () => {
    expect(FAQ_QUESTION_IDS).toEqual(PUBLISHED);
  });

  it('gives each question and topic an anchor of its own', () => {
    const anchors = [...FAQ_QUESTION_IDS, ...FAQ_GROUPS.map((group) => topicAnchor(group.id))];
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  it('writes anchors as lower-case words joined by dashes, which need no encoding in a URL', () => {
    for (const id of FAQ_QUESTION_IDS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has four to six questions per topic', () => {
    for (const group of FAQ_GROUPS) {
      expect(group.questions.length, group.id).toBeGreaterThanOrEqual(4);
      expect(group.questions.length, group.id).toBeLessThanOrEqual(6);
    }
  });

  it('picks five different questions of the FAQ for the home page', () => {
    expect(HOME_EXCERPT).toHaveLength(5);
    expect(new Set(HOME_EXCERPT).size).toBe(5);
    for (const id of HOME_EXCERPT) expect(FAQ_QUESTION_IDS).toContain(id);
  });
});
