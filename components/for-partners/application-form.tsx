'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  BotCheckedForm,
  type BotCheckedFormDeclaration,
  type FieldRegistration,
} from '@/components/forms/bot-checked-form';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import fieldStyles from '@/components/ui/text-input.module.css';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  EXPECTED_VOLUMES,
  type ApplicationField,
} from '@/lib/partner-applications/limits';
import styles from './for-partners.module.css';
import formStyles from '@/components/forms/forms.module.css';

/** The partner application on the bot-checked form (components/forms/bot-checked-form.tsx). */
const applicationForm: BotCheckedFormDeclaration<ApplicationField> = {
  fields: APPLICATION_FIELDS,
  // The contract and the API client load when the browser is idle or the form is first touched.
  contract: () => import('./application-contract').then((module) => module.applicationContract),
  // The person and the business stay for a second message; the volume and text start empty.
  keep: ['name', 'company', 'email', 'website'],
  track: 'request_demo',
};

export interface ApplicationFormProps {
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
}

/** The expected monthly volume: a native select, styled as the text fields. */
function VolumeSelect({
  registration,
  error,
}: {
  registration: FieldRegistration;
  error: string | undefined;
}) {
  const t = useTranslations('PartnerApplicationForm');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t('volume')}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </label>
      <div className={fieldStyles.control} data-invalid={error ? true : undefined}>
        <select
          {...registration}
          id={id}
          required
          defaultValue=""
          className={`${fieldStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" disabled>
            {t('volumeChoose')}
          </option>
          {EXPECTED_VOLUMES.map((volume) => (
            <option key={volume} value={volume}>
              {t(`volumes.${volume}`)}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The /for-partners application (spec: request a demo): wait, loading, then a thank-you in
 * place of the form, or "Something went wrong / Please try again" above the button with
 * everything kept. Sent and failed posts are tracked as `request_demo`.
 */
export function ApplicationForm({ siteKey }: ApplicationFormProps) {
  const t = useTranslations('PartnerApplicationForm');
  const te = useTranslations('FormErrors');
  return (
    <BotCheckedForm
      declaration={applicationForm}
      siteKey={siteKey}
      labelledBy="apply-title"
      namespace="PartnerApplicationForm"
      issueText={(name, type) =>
        // The select has no lengths: "choose one" is its only issue.
        name === 'expectedVolume'
          ? te('required')
          : name === 'website' && type === 'invalid'
            ? t('websiteInvalid', { example: 'https://example.com' })
            : te(type, APPLICATION_LIMITS[name])
      }
      classNames={styles}
    >
      {({ text, field, issue }) => (
        <>
          <div className={formStyles.pair}>
            <TextInput
              label={t('name')}
              marker="required"
              autoComplete="name"
              maxLength={APPLICATION_LIMITS.name.max}
              {...text('name')}
            />
            <TextInput
              label={t('company')}
              marker="required"
              autoComplete="organization"
              maxLength={APPLICATION_LIMITS.company.max}
              {...text('company')}
            />
          </div>
          <div className={formStyles.pair}>
            <TextInput
              label={t('email')}
              marker="required"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={APPLICATION_LIMITS.email.max}
              {...text('email')}
            />
            <TextInput
              label={t('website')}
              marker="optional"
              autoComplete="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="https://"
              maxLength={APPLICATION_LIMITS.website.max}
              {...text('website')}
            />
          </div>
          <VolumeSelect registration={field('expectedVolume')} error={issue('expectedVolume')} />
          <TextArea
            label={t('message')}
            marker="required"
            rows={6}
            maxLength={APPLICATION_LIMITS.message.max}
            description={t('messageHint')}
            {...text('message')}
          />
        </>
      )}
    </BotCheckedForm>
  );
}
