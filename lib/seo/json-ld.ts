import { brand } from '../brand';
import type { Locale } from '../i18n/locales';
import { routes, type Path } from '../routing/routes';
import { absoluteUrl, siteUrl } from './urls';

// Structured data (schema.org as JSON-LD) for the page types to come: FAQ, breadcrumbs, blog
// articles. Builders take routes and plain text and return typed objects; components/seo/json-ld
// renders them. Addresses are absolute and localised like the page's canonical.

const CONTEXT = 'https://schema.org';

export interface FaqPage {
  '@context': typeof CONTEXT;
  '@type': 'FAQPage';
  mainEntity: Array<{
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }>;
}

export interface BreadcrumbList {
  '@context': typeof CONTEXT;
  '@type': 'BreadcrumbList';
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>;
}

export interface Organization {
  '@type': 'Organization';
  name: string;
  url: string;
}

export interface Article {
  '@context': typeof CONTEXT;
  '@type': 'Article';
  headline: string;
  description: string;
  inLanguage: Locale;
  mainEntityOfPage: string;
  datePublished: string;
  dateModified: string;
  author: Array<{ '@type': 'Person' | 'Organization'; name: string; url?: string }>;
  publisher: Organization;
  image?: string[];
  keywords?: string;
}

/** The brand with the aggregate of its approved reviews (/customer-feedbacks). */
export interface RatedOrganization {
  '@context': typeof CONTEXT;
  '@type': 'Organization';
  name: string;
  url: string;
  aggregateRating: {
    '@type': 'AggregateRating';
    ratingValue: number;
    reviewCount: number;
    bestRating: 5;
    worstRating: 1;
  };
}

export type JsonLdThing = FaqPage | BreadcrumbList | Article | RatedOrganization;

/** Questions and answers as plain text (the page shows the same text). */
export function faqPage(questions: ReadonlyArray<{ question: string; answer: string }>): FaqPage {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** The trail from the home page to the current page, each step a route in the page's locale. */
export function breadcrumbList(
  locale: Locale,
  steps: ReadonlyArray<{ name: string; route: Path }>,
): BreadcrumbList {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(({ name, route }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(locale, route),
    })),
  };
}

export interface ArticleInput {
  locale: Locale;
  route: Path;
  headline: string;
  description: string;
  published: Date;
  modified?: Date;
  /** A person, or an organisation such as an editorial desk. */
  authors: ReadonlyArray<{ name: string; route?: Path; type?: 'Person' | 'Organization' }>;
  /** The article's tags, in its language. */
  keywords?: readonly string[];
  /** Image paths on this site ("/blog/images/x.webp") or absolute URLs. */
  images?: readonly string[];
}

/** A blog article, published by the brand. */
export function article(input: ArticleInput): Article {
  const { locale } = input;
  const isPath = (image: string): image is Path => image.startsWith('/');
  const toUrl = (image: string) => (isPath(image) ? siteUrl(image) : image);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    inLanguage: locale,
    mainEntityOfPage: absoluteUrl(locale, input.route),
    datePublished: input.published.toISOString(),
    dateModified: (input.modified ?? input.published).toISOString(),
    author: input.authors.map(({ name, route, type = 'Person' }) => ({
      '@type': type,
      name,
      ...(route ? { url: absoluteUrl(locale, route) } : {}),
    })),
    publisher: {
      '@type': 'Organization',
      name: brand().name,
      url: absoluteUrl(locale, routes.home()),
    },
    ...(input.images?.length ? { image: input.images.map(toUrl) } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}

/**
 * The brand's aggregate rating, from reviews its visitors wrote and the operator approved. Only
 * for a page that shows those reviews, and only when there is at least one (no rating of none).
 */
export function ratedOrganization(
  locale: Locale,
  rating: { average: number; count: number },
): RatedOrganization {
  if (rating.count < 1) throw new RangeError('an aggregate rating needs at least one review');
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: brand().name,
    url: absoluteUrl(locale, routes.home()),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

// JSON is not safe in a <script> as it is: "</script>" or "<!--" in a string would end or
// change the script, and U+2028/U+2029 end lines in older JavaScript parsers. Escaped as
// \uXXXX, the text parses back to the same JSON (docs/decisions/0001-csp-nonce.md).
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** The JSON text of structured data, safe inside <script type="application/ld+json">. */
export function serializeJsonLd(data: JsonLdThing | readonly JsonLdThing[]): string {
  return JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
