'use client';

import { useTranslations } from 'next-intl';
import {
  BotCheckedForm,
  type BotCheckedFormDeclaration,
} from '@/components/forms/bot-checked-form';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from '@/lib/contact/limits';
import styles from './contact.module.css';
import formStyles from '@/components/forms/forms.module.css';

/** The contact form on the bot-checked form (components/forms/bot-checked-form.tsx). */
const contactForm: BotCheckedFormDeclaration<ContactField> = {
  fields: CONTACT_FIELDS,
  // The contract and the API client load when the browser is idle or the form is first touched.
  contract: () => import('./contact-contract').then((module) => module.contactContract),
  // Name and address stay for a second message; subject and text start empty.
  keep: ['name', 'email'],
  track: 'contact_submit',
};

export interface ContactFormProps {
  /** RECAPTCHA_SITE_KEY, read on the server; unset when the bot check is not configured. */
  siteKey?: string;
}

/**
 * The contact form (spec sections 3 and 8): wait, loading, then a thank-you in place of the form,
 * or "Something went wrong / Please try again" above the button with everything kept.
 */
export function ContactForm({ siteKey }: ContactFormProps) {
  const t = useTranslations('ContactForm');
  const te = useTranslations('FormErrors');
  return (
    <BotCheckedForm
      declaration={contactForm}
      siteKey={siteKey}
      labelledBy="contact-form-title"
      namespace="ContactForm"
      issueText={(name, type) => te(type, CONTACT_LIMITS[name])}
      classNames={styles}
    >
      {({ text }) => (
        <>
          <div className={formStyles.pair}>
            <TextInput
              label={t('name')}
              marker="required"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name.max}
              {...text('name')}
            />
            <TextInput
              label={t('email')}
              marker="required"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.email.max}
              {...text('email')}
            />
          </div>
          <TextInput
            label={t('subject')}
            marker="required"
            maxLength={CONTACT_LIMITS.subject.max}
            {...text('subject')}
          />
          <TextArea
            label={t('message')}
            marker="required"
            rows={8}
            maxLength={CONTACT_LIMITS.message.max}
            description={t('messageHint')}
            {...text('message')}
          />
        </>
      )}
    </BotCheckedForm>
  );
}
