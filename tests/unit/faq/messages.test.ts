import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ANSWER_TAGS, FAQ_GROUPS, FAQ_QUESTION_IDS } from '@/lib/faq/questions';
import { locales } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// Every question of lib/faq/questions.ts is asked and answered in every locale, with the tags
// the page knows how to render, and each message formats with the values the page gives it.

const load = (locale: string): Messages =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));

const tagsOf = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]).sort();
const english = load('en').Faq;

// The values components/faq/load-faq.tsx passes (the page reads them from other namespaces).
const VALUES = Object.fromEntries(
  [
    'brand',
    'waiting',
    'confirming',
    'exchanging',
    'sending',
    'finished',
    'failed',
    'refunded',
    'expired',
    'onHold',
    'kycNone',
    'kycRare',
    'kycSometimes',
    'kycRequired',
    'failures',
  ].map((name) => [name, `«${name}»`]),
);
const plainTags = Object.fromEntries(ANSWER_TAGS.map((tag) => [tag, (chunks: string) => chunks]));

describe.each(locales)('FAQ in %s', (locale) => {
  const messages = load(locale);
  const faq = messages.Faq;

  it('asks and answers exactly the questions of the FAQ', () => {
    expect(Object.keys(faq.questions).sort()).toEqual([...FAQ_QUESTION_IDS].sort());
    for (const id of FAQ_QUESTION_IDS) {
      expect(Object.keys(faq.questions[id]).sort(), id).toEqual(['a', 'q']);
      expect(faq.questions[id].q.trim(), id).not.toBe('');
      expect(faq.questions[id].a.trim(), id).not.toBe('');
    }
    expect(Object.keys(faq.groups).sort()).toEqual(FAQ_GROUPS.map((group) => group.id).sort());
  });

  it('marks up each answer with the same known tags as English', () => {
    for (const id of FAQ_QUESTION_IDS) {
      const tags = tagsOf(faq.questions[id].a);
      for (const tag of tags) expect(ANSWER_TAGS, `${id}: <${tag}>`).toContain(tag);
      expect(tags, id).toEqual(tagsOf(english.questions[id].a));
      expect(tagsOf(faq.questions[id].q), id).toEqual([]);
    }
  });

  it('formats every question and answer with the values the page gives', () => {
    const t = createTranslator({ locale, messages, namespace: 'Faq' });
    for (const id of FAQ_QUESTION_IDS) {
      const answer = t.markup(`questions.${id}.a`, { ...VALUES, ...plainTags });
      expect(answer, id).not.toMatch(/[<>{}]/);
      expect(t(`questions.${id}.q`, VALUES), id).not.toMatch(/[{}]/);
    }
    const email = t.markup('extras.supportEmail', { address: 'help@example.org', email: (c) => c });
    expect(email).toContain('help@example.org');
  });
});
