import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { brand } from '@/lib/brand';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routing/routes';
import { screenshot, type ScreenshotName } from '@/lib/screenshots';
import styles from './how-it-works.module.css';

/** The swap journey in the order /swap walks it, then what happens when something goes wrong. */
const STEPS = ['choose', 'compare', 'rate', 'details', 'deposit', 'track', 'refunds'] as const;

/** The screen each step is shown with: real screenshots of /swap and /transaction-status. */
const SHOTS: Partial<
  Record<
    (typeof STEPS)[number],
    Extract<ScreenshotName, 'offers' | 'address' | 'deposit' | 'status'>
  >
> = {
  compare: 'offers',
  details: 'address',
  deposit: 'deposit',
  track: 'status',
};

/** The amount the screenshots' swap sends (scripts/screenshots.mjs), named in the alt text. */
const SHOT_AMOUNT = 0.1;

export async function PersonalGuide({ locale }: { locale: Locale }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'HowItWorks.personal' }),
    getFormatter({ locale }),
  ]);
  const links = {
    brand: brand().name,
    swap: (chunks: ReactNode) => <Link href={routes.swap()}>{chunks}</Link>,
    status: (chunks: ReactNode) => <Link href={routes.transactionStatus()}>{chunks}</Link>,
  };
  return (
    <section aria-labelledby="how-steps">
      <h2 id="how-steps">{t('stepsTitle')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => {
          const name = SHOTS[step];
          const shot = name && screenshot(locale, name);
          return (
            <li key={step} id={step} className={shot ? styles.withShot : undefined}>
              <h3>{t(`steps.${step}.title`)}</h3>
              <p>{t.rich(`steps.${step}.text`, links)}</p>
              {name && shot && (
                // A plain lazy <img> with its size: a small WebP made for this width, no
                // client code, no layout shift.
                // eslint-disable-next-line @next/next/no-img-element -- see above
                <img
                  className={styles.shot}
                  src={shot.src}
                  width={shot.width}
                  height={shot.height}
                  alt={t(`screenshots.${name}`, { amount: format.number(SHOT_AMOUNT) })}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.actions}>
        <Link href={routes.swap()} className={buttonClassName()}>
          {t('compare')}
        </Link>
        <Link
          href={routes.transactionStatus()}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('check')}
        </Link>
      </p>
    </section>
  );
}
