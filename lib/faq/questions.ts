// The questions of /faq, grouped by topic, in the order the page shows them. Each id is the
// answer's anchor (/faq#fixed-vs-floating) and its key under Faq.questions in
// messages/<locale>.json, so an id never changes once published: links in emails, chats and
// search results point at it (tests/unit/faq/questions.test.ts holds the list).

export const FAQ_GROUPS = [
  {
    id: 'swaps',
    questions: [
      'what-we-do',
      'how-a-swap-works',
      'swap-duration',
      'swap-id',
      'swap-statuses',
      'email-updates',
    ],
  },
  {
    id: 'rates',
    questions: ['fixed-vs-floating', 'fixed-rate-time', 'refund-address-fixed', 'floating-amount'],
  },
  {
    id: 'memo',
    questions: ['what-is-a-memo', 'memo-when-required', 'deposit-memo', 'forgot-memo'],
  },
  {
    id: 'networks',
    questions: ['why-networks-matter', 'choose-network', 'address-check', 'wrong-network'],
  },
  {
    id: 'verification',
    questions: [
      'verify-identity',
      'verification-labels',
      'on-hold',
      'why-providers-verify',
      'data-kept',
    ],
  },
  {
    id: 'fees',
    questions: ['which-fees', 'our-fee', 'how-offers-are-ranked', 'amount-limits'],
  },
  {
    id: 'refunds',
    questions: [
      'when-refunded',
      'where-refunds-go',
      'no-refund-address',
      'who-refunds',
      'expired-after-sending',
    ],
  },
  {
    id: 'safety',
    questions: [
      'custody',
      'real-support',
      'contact-support',
      'check-deposit-address',
      'share-swap-id',
    ],
  },
  {
    id: 'business',
    questions: ['affiliate-program', 'exchange-api', 'become-provider', 'white-label'],
  },
] as const;

export type FaqGroupId = (typeof FAQ_GROUPS)[number]['id'];
export type FaqQuestionId = (typeof FAQ_GROUPS)[number]['questions'][number];

/** Every question id, in page order. */
export const FAQ_QUESTION_IDS: readonly FaqQuestionId[] = FAQ_GROUPS.flatMap(
  (group) => group.questions,
);

/** The anchor of a topic's section; "topic-" keeps it apart from the question ids. */
export function topicAnchor(group: FaqGroupId): string {
  return `topic-${group}`;
}

/** The id of a question's text, which tells what the answer's copy link points at. */
export function questionTextId(id: string): string {
  return `${id}-question`;
}

/**
 * The questions the home page answers (components/faq/faq-excerpt.tsx): what a first-time
 * visitor asks before trusting a swap site with money.
 */
export const HOME_EXCERPT: readonly FaqQuestionId[] = [
  'custody',
  'our-fee',
  'fixed-vs-floating',
  'verify-identity',
  'swap-duration',
];

/**
 * The tags an answer's message may use: emphasis, a list, and links to the site's pages
 * (components/faq/load-faq.tsx renders them; tests/unit/faq/messages.test.ts checks every
 * locale uses only these, and the same ones as English).
 */
export const ANSWER_TAGS = [
  'b',
  'list',
  'item',
  'swap',
  'status',
  'contact',
  'partners',
  'api',
  'partnerTerms',
  'privacy',
] as const;

export type AnswerTag = (typeof ANSWER_TAGS)[number];
