import { getTranslations } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import {
  ANSWER_TAGS,
  FAQ_GROUPS,
  type AnswerTag,
  type FaqGroupId,
  type FaqQuestionId,
} from '@/lib/faq/questions';
import type { Locale } from '@/lib/i18n/locales';
import { routes, type Path } from '@/lib/routing/routes';

// The FAQ in one locale, as the page, its FAQPage structured data and the home page's excerpt
// read it: each answer both as rich text (links, emphasis, lists) and as plain text, from the
// same message, so the structured data says exactly what the page shows.

export interface FaqEntry {
  id: FaqQuestionId;
  question: string;
  answer: ReactNode;
  answerText: string;
}

export interface FaqTopic {
  id: FaqGroupId;
  title: string;
  questions: FaqEntry[];
}

type Tags<Chunks, Out> = Record<AnswerTag, (chunks: Chunks) => Out>;

function link(href: Path) {
  return function LinkTag(chunks: ReactNode) {
    return <Link href={href}>{chunks}</Link>;
  };
}
// Links lead to the site's pages; the tag names where.
const richTags: Tags<ReactNode, ReactNode> = {
  swap: link(routes.swap()),
  status: link(routes.transactionStatus()),
  contact: link(routes.contact()),
  partners: link(routes.forPartners()),
  api: link(routes.forPartners('api')),
  partnerTerms: link(routes.termsForPartners()),
  privacy: link(routes.privacyPolicy()),
  b: (chunks) => <strong>{chunks}</strong>,
  list: (chunks) => <ul>{chunks}</ul>,
  item: (chunks) => <li>{chunks}</li>,
};

// The same message as plain text, for the structured data: tags drop away, list items become
// sentences side by side.
const keep = (chunks: string) => chunks;
const plainTags: Tags<string, string> = {
  ...(Object.fromEntries(ANSWER_TAGS.map((tag) => [tag, keep])) as Tags<string, string>),
  item: (chunks) => ` ${chunks} `,
};

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function loadFaq(locale: Locale): Promise<FaqTopic[]> {
  const [t, tStatus, tOffers] = await Promise.all([
    getTranslations({ locale, namespace: 'Faq' }),
    getTranslations({ locale, namespace: 'SwapStatus.statuses' }),
    getTranslations({ locale, namespace: 'Offers' }),
  ]);
  const { name, supportEmail, support24x7 } = brand();
  // The screens' own words for statuses and verification labels, so the answers name them alike.
  const values = {
    brand: name,
    waiting: tStatus('waiting'),
    confirming: tStatus('confirming'),
    exchanging: tStatus('exchanging'),
    sending: tStatus('sending'),
    finished: tStatus('finished'),
    failed: tStatus('failed'),
    refunded: tStatus('refunded'),
    expired: tStatus('expired'),
    onHold: tStatus('on_hold'),
    kycNone: tOffers('kyc.none'),
    kycRare: tOffers('kyc.rare'),
    kycSometimes: tOffers('kyc.sometimes'),
    kycRequired: tOffers('kyc.required'),
    failures: tOffers('failuresTitle'),
  };

  // Operator claims are added only when the operator configured them (lib/brand.ts).
  const email = (chunks: ReactNode) => <a href={`mailto:${supportEmail}`}>{chunks}</a>;
  const supportExtras = [
    supportEmail && {
      rich: t.rich('extras.supportEmail', { address: supportEmail, email }),
      text: t.markup('extras.supportEmail', { address: supportEmail, email: keep }),
    },
    support24x7 && { rich: t('extras.support24x7'), text: t('extras.support24x7') },
  ].filter((extra) => !!extra);

  const entry = (id: FaqQuestionId): FaqEntry => {
    const extras = id === 'contact-support' ? supportExtras : [];
    const answer = t.rich(`questions.${id}.a`, { ...values, ...richTags });
    const answerText = t.markup(`questions.${id}.a`, { ...values, ...plainTags });
    return {
      id,
      question: t(`questions.${id}.q`, values),
      answer: (
        <>
          {answer}
          {extras.map((extra, index) => (
            <Fragment key={index}> {extra.rich}</Fragment>
          ))}
        </>
      ),
      answerText: plain([answerText, ...extras.map((extra) => extra.text)].join(' ')),
    };
  };

  return FAQ_GROUPS.map((group) => ({
    id: group.id,
    title: t(`groups.${group.id}`),
    questions: group.questions.map(entry),
  }));
}
