import type { createTranslator } from 'next-intl';
import { CONSENT_CATEGORIES } from '@/lib/consent/categories';
import type { Messages } from '@/lib/i18n/messages';

// The strings of the consent panel's client island, translated on the server and passed as
// props (the next-intl examples' pattern), so the Consent namespace is never sent as client
// messages: the banner's own text is server-rendered markup, and the settings strings travel once.

export type ConsentCategoryKey = 'necessary' | (typeof CONSENT_CATEGORIES)[number]['key'];
export const CATEGORY_ROWS: readonly ConsentCategoryKey[] = [
  'necessary',
  ...CONSENT_CATEGORIES.map(({ key }) => key),
];

export interface ConsentSettingsCopy {
  title: string;
  description: string;
  back: string;
  close: string;
  acceptAll: string;
  save: string;
  alwaysActive: string;
  categories: Record<ConsentCategoryKey, { title: string; description: string }>;
}

export interface ConsentCopy {
  region: string;
  acceptAll: string;
  decline: string;
  openSettings: string;
  saved: string;
  settings: ConsentSettingsCopy;
}

type ConsentTranslator = ReturnType<typeof createTranslator<Messages, 'Consent'>>;

export function consentCopy(t: ConsentTranslator): ConsentCopy {
  const categories = Object.fromEntries(
    CATEGORY_ROWS.map((key) => [
      key,
      { title: t(`categories.${key}.title`), description: t(`categories.${key}.description`) },
    ]),
  ) as ConsentSettingsCopy['categories'];
  return {
    region: t('region'),
    acceptAll: t('acceptAll'),
    decline: t('decline'),
    openSettings: t('openSettings'),
    saved: t('saved'),
    settings: {
      title: t('settingsTitle'),
      description: t('settingsDescription'),
      back: t('back'),
      close: t('close'),
      acceptAll: t('acceptAll'),
      save: t('save'),
      alwaysActive: t('alwaysActive'),
      categories,
    },
  };
}
