'use client';

import { useTranslations } from 'next-intl';
import {
  BotCheckedForm,
  type BotCheckedFormDeclaration,
} from '@/components/forms/bot-checked-form';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { REVIEW_FIELDS, REVIEW_LIMITS, type ReviewField } from '@/lib/reviews/limits';
import { RatingField } from './rating-field';
import styles from './reviews.module.css';

/** The review form on the bot-checked form (components/forms/bot-checked-form.tsx). */
const reviewForm: BotCheckedFormDeclaration<ReviewField> = {
  fields: REVIEW_FIELDS,
  // The contract and the API client load when the browser is idle or the form is first touched.
  contract: () => import('./review-contract').then((module) => module.reviewContract),
  // The name stays for another review; rating, text and Swap ID start empty.
  keep: ['name'],
};

/**
 * The form to leave a review. Every review goes to moderation, and the thank-you says so: it
 * appears on the page only once the operator approves it.
 */
export function ReviewForm({ siteKey }: { siteKey?: string }) {
  const t = useTranslations('ReviewForm');
  const te = useTranslations('FormErrors');
  return (
    <BotCheckedForm
      declaration={reviewForm}
      siteKey={siteKey}
      labelledBy="review-form-title"
      namespace="ReviewForm"
      issueText={(name, type) => {
        if (name === 'rating') return t('ratingRequired');
        if (name === 'swapId') return t('swapIdInvalid');
        return te(type, REVIEW_LIMITS[name]);
      }}
      classNames={styles}
    >
      {({ field, issue, text }) => (
        <>
          <RatingField
            legend={t('rating')}
            choiceLabel={(rating) => t('ratingChoice', { rating })}
            error={issue('rating')}
            radio={field('rating')}
          />
          <TextInput
            label={t('name')}
            marker="required"
            autoComplete="given-name"
            description={t('nameHint')}
            maxLength={REVIEW_LIMITS.name.max}
            {...text('name')}
          />
          <TextArea
            label={t('text')}
            marker="required"
            rows={6}
            maxLength={REVIEW_LIMITS.text.max}
            {...text('text')}
          />
          <TextInput
            label={t('swapId')}
            marker="optional"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            description={t('swapIdHint')}
            maxLength={64}
            {...text('swapId')}
          />
        </>
      )}
    </BotCheckedForm>
  );
}
