'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { CoinPicker } from '@/components/asset/picker/coin-picker';
import { HelpIcon } from '@/components/icons/help-icon';
import { Popover } from '@/components/ui/popover';
import { TextInput } from '@/components/ui/text-input';
import { ValidationTags, type ValidationTagItem } from '@/components/ui/validation-tag';
import { expandCompactCurrencies, type CompactCurrency } from '@/lib/catalogue/compact';
import type { PickerCurrency } from '@/lib/catalogue/contract';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import {
  WIDGET_RATES,
  WIDGET_THEMES,
  WIDGET_VERSIONS,
  widgetQuery,
  type WidgetVersion,
} from '@/lib/widgets/params';
import {
  checkOptions,
  contrastRatio,
  DEFAULT_OPTIONS,
  MIN_CONTRAST,
  optionParams,
  type BuilderOptions,
  type Check,
} from './options';
import { WIDGET_HEIGHTS, WIDGET_MAX_WIDTH, widgetSrc } from './snippet';
import { SnippetBlocks } from './snippet-blocks';
import styles from './widget-builder.module.css';

/** How long the preview waits after the last change before it reloads the widget. */
export const PREVIEW_DEBOUNCE_MS = 400;

const RATE_LABELS = { both: 'rateBoth', fixed: 'rateFixed', floating: 'rateFloating' } as const;
const THEME_LABELS = { auto: 'themeAuto', light: 'themeLight', dark: 'themeDark' } as const;
const VERSION_LABELS = { v2: 'versionV2', v1: 'versionV1' } as const;
/** The text colours the widget puts on a background (app/globals.css --color-text, white). */
const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

export interface WidgetBuilderProps {
  /** SITE_URL, without a trailing slash: the snippet's widget and script addresses. */
  siteUrl: string;
  /** The popular coins the page embeds; the full list loads when a picker is opened. */
  popular: readonly CompactCurrency[];
  brandName: string;
}

/**
 * The widget builder of /for-partners#widgets: the options on the left, the real widget in an
 * iframe (reloaded PREVIEW_DEBOUNCE_MS after the typing pauses) and the two snippets to copy. Loaded
 * only when the section comes near the viewport (widget-builder-island.tsx).
 */
export function WidgetBuilder({ siteUrl, popular, brandName }: WidgetBuilderProps) {
  const t = useTranslations('WidgetBuilder');
  const locale = useLocale();
  const id = useId();
  const [options, setOptions] = useState<BuilderOptions>(DEFAULT_OPTIONS);
  const [all, setAll] = useState<readonly PickerCurrency[] | null>(null);
  const loading = useRef(false);
  const embedded = useMemo(() => expandCompactCurrencies(popular), [popular]);
  const currencies = all ?? embedded;

  const checks = checkOptions(options);
  const query = widgetQuery(optionParams(options));
  const [previewQuery, setPreviewQuery] = useState(query);
  const [previewVersion, setPreviewVersion] = useState(options.version);
  useEffect(() => {
    const timer = setTimeout(() => {
      setPreviewQuery(query);
      setPreviewVersion(options.version);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, options.version]);

  const set = <K extends keyof BuilderOptions>(name: K, value: BuilderOptions[K]) =>
    setOptions((current) => ({ ...current, [name]: value }));

  const loadAll = () => {
    if (loading.current) return;
    loading.current = true;
    import('@/components/exchange/load-currencies')
      .then(({ fetchCurrencies }) => fetchCurrencies(locale))
      .then((answer) => setAll(answer.currencies))
      .catch(() => {
        // The popular coins stay; the next opening tries again.
        loading.current = false;
      });
  };
  const tickerOf = (code: string) =>
    currencies.find((currency) => currency.code === code)?.ticker ?? code.toUpperCase();

  const about = (field: string, text: ReactNode) => (
    <Popover title={field} content={<p>{text}</p>}>
      <button type="button" className={styles.about} aria-label={t('about', { field })}>
        <HelpIcon size={18} />
      </button>
    </Popover>
  );

  /** A text field with its validation tags under it, read with it (aria-describedby). */
  const tagged = (name: string, tags: readonly ValidationTagItem[], field: ReactElement) => (
    <div className={styles.tagged}>
      {field}
      <ValidationTags id={`${id}-${name}-tags`} tags={tags} live />
    </div>
  );

  const colourTags = (
    result: Check<`#${string}`>,
    kind: 'primary' | 'background',
  ): ValidationTagItem[] => {
    if (result.state === 'empty') return [{ status: 'neutral', label: t('colourDefault') }];
    if (result.state === 'invalid') return [];
    const tags: ValidationTagItem[] = [
      { status: 'success', label: t('colourOk', { colour: result.value }) },
    ];
    // A button's label is white on the primary colour; text is dark or light on the background.
    const ratio =
      kind === 'primary'
        ? contrastRatio(result.value, LIGHT_TEXT)
        : Math.max(contrastRatio(result.value, DARK_TEXT), contrastRatio(result.value, LIGHT_TEXT));
    if (ratio < MIN_CONTRAST) {
      tags.push({
        status: 'warning',
        label: t(kind === 'primary' ? 'primaryContrastLow' : 'backgroundContrastLow', {
          ratio: String(ratio),
        }),
      });
    }
    return tags;
  };

  const colourField = (name: 'primary' | 'background') => {
    const result = checks[name];
    const label = t(name);
    return tagged(
      name,
      colourTags(result, name),
      <TextInput
        label={label}
        aria-describedby={`${id}-${name}-tags`}
        value={options[name]}
        onChange={(event) => set(name, event.target.value)}
        placeholder="#1f4fd1"
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        description={t('colourDescription')}
        error={result.state === 'invalid' ? t('colourInvalid') : undefined}
        addon={
          <span className={styles.addons}>
            <input
              type="color"
              className={styles.swatch}
              aria-label={t(name === 'primary' ? 'pickPrimary' : 'pickBackground')}
              value={result.state === 'ok' ? result.value : '#ffffff'}
              onChange={(event) => set(name, event.target.value)}
            />
            {about(label, t('colourHelp', { brand: brandName }))}
          </span>
        }
      />,
    );
  };

  const amountTags: ValidationTagItem[] =
    checks.amount.state === 'ok'
      ? [
          {
            status: 'success',
            label: t('amountOk', { amount: checks.amount.value, ticker: tickerOf(options.from) }),
          },
        ]
      : checks.amount.state === 'empty'
        ? [{ status: 'neutral', label: t('amountDefault') }]
        : [];
  const refTags: ValidationTagItem[] =
    checks.ref.state === 'ok'
      ? [{ status: 'success', label: t('refOk') }]
      : checks.ref.state === 'empty'
        ? [{ status: 'warning', label: t('refNone') }]
        : [];

  const radioGroup = <T extends string>(
    name: string,
    legend: string,
    help: ReactNode,
    values: readonly T[],
    value: T,
    labelOf: (value: T) => string,
    onChange: (value: T) => void,
    note?: string,
  ) => (
    // A radiogroup named by its heading rather than a fieldset: the heading's row also holds the
    // popover's button, which a legend would read out as part of the group's name.
    <div
      role="radiogroup"
      className={styles.group}
      aria-labelledby={`${id}-${name}-label`}
      aria-describedby={note ? `${id}-${name}-note` : undefined}
    >
      <div className={styles.groupHead}>
        <span id={`${id}-${name}-label`} className={styles.legend}>
          {legend}
        </span>
        {about(legend, help)}
      </div>
      <div className={styles.choices}>
        {values.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      {note && (
        <p id={`${id}-${name}-note`} className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );

  const title = t('iframeTitle', { brand: brandName });
  const v2 = options.version === 'v2';

  return (
    <div className={styles.builder}>
      <form
        className={styles.options}
        aria-labelledby={`${id}-options`}
        onSubmit={(event) => event.preventDefault()}
      >
        <h3 id={`${id}-options`} className={styles.subheading}>
          {t('options')}
        </h3>
        {radioGroup(
          'version',
          t('version'),
          t('versionHelp', { brand: brandName }),
          [...WIDGET_VERSIONS].reverse() as WidgetVersion[],
          options.version,
          (value) => t(VERSION_LABELS[value]),
          (value) => set('version', value),
        )}

        <div role="group" className={styles.group} aria-labelledby={`${id}-pair-label`}>
          <div className={styles.groupHead}>
            <span id={`${id}-pair-label`} className={styles.legend}>
              {t('pair')}
            </span>
            {about(t('pair'), t('pairHelp'))}
          </div>
          <div className={styles.pair}>
            <CoinPicker
              label={t('from')}
              value={options.from}
              currencies={currencies}
              complete={all !== null}
              onIntent={loadAll}
              onChange={(code) => set('from', code)}
            />
            <CoinPicker
              label={t('to')}
              value={options.to}
              currencies={currencies}
              complete={all !== null}
              onIntent={loadAll}
              onChange={(code) => set('to', code)}
            />
          </div>
          {options.from === options.to && (
            <p className={styles.note} role="status">
              {t('samePair')}
            </p>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={options.lock}
              onChange={(event) => set('lock', event.target.checked)}
            />
            <span>{t('lock')}</span>
          </label>
        </div>

        {tagged(
          'amount',
          amountTags,
          <TextInput
            label={t('amount')}
            aria-describedby={`${id}-amount-tags`}
            marker="optional"
            inputMode="decimal"
            autoComplete="off"
            value={options.amount}
            onChange={(event) => set('amount', event.target.value)}
            placeholder="0.1"
            description={t('amountDescription')}
            error={checks.amount.state === 'invalid' ? t('amountInvalid') : undefined}
            addon={about(t('amount'), t('amountHelp'))}
          />,
        )}

        {radioGroup(
          'rate',
          t('rate'),
          t('rateHelp'),
          WIDGET_RATES,
          options.rate,
          (value) => t(RATE_LABELS[value]),
          (value) => set('rate', value),
          v2 ? undefined : t('rateV2Only'),
        )}

        {radioGroup(
          'theme',
          t('theme'),
          t('themeHelp'),
          WIDGET_THEMES,
          options.theme,
          (value) => t(THEME_LABELS[value]),
          (value) => set('theme', value),
        )}

        {colourField('primary')}
        {colourField('background')}

        <TextInput
          label={t('radius')}
          marker="optional"
          inputMode="numeric"
          autoComplete="off"
          value={options.radius}
          onChange={(event) => set('radius', event.target.value)}
          placeholder="12"
          maxLength={2}
          description={t('radiusDescription')}
          error={checks.radius.state === 'invalid' ? t('radiusInvalid') : undefined}
        />

        {tagged(
          'ref',
          refTags,
          <TextInput
            label={t('ref')}
            aria-describedby={`${id}-ref-tags`}
            marker="optional"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={options.ref}
            onChange={(event) => set('ref', event.target.value)}
            placeholder="a1b2c3d4e5f6"
            maxLength={24}
            description={t('refDescription')}
            error={checks.ref.state === 'invalid' ? t('refInvalid') : undefined}
            addon={about(t('ref'), t('refHelp'))}
          />,
        )}

        <div className={styles.select}>
          <label htmlFor={`${id}-lang`} className={styles.legend}>
            {t('lang')}
          </label>
          <div className={styles.selectRow}>
            <select
              id={`${id}-lang`}
              value={options.lang}
              onChange={(event) => set('lang', event.target.value as Locale | '')}
            >
              <option value="">{t('langVisitor')}</option>
              {locales.map((code) => (
                <option key={code} value={code} lang={code}>
                  {localeNames[code]}
                </option>
              ))}
            </select>
            {about(t('lang'), t('langHelp'))}
          </div>
        </div>
      </form>

      <div className={styles.output}>
        <section aria-labelledby={`${id}-preview`} className={styles.preview}>
          <h3 id={`${id}-preview`} className={styles.subheading}>
            {t('preview')}
          </h3>
          <p className={styles.note}>{t('previewNote')}</p>
          <iframe
            className={styles.frame}
            src={widgetSrc('', previewVersion, previewQuery)}
            title={title}
            style={{ maxWidth: WIDGET_MAX_WIDTH, height: WIDGET_HEIGHTS[previewVersion] }}
            allow="clipboard-write"
            loading="lazy"
            data-testid="widget-preview"
          />
        </section>
        <SnippetBlocks siteUrl={siteUrl} version={options.version} query={query} title={title} />
      </div>
    </div>
  );
}
