import type { ReactNode } from 'react';
import { CONSENT_CATEGORIES, type ConsentChoices } from '@/lib/consent/categories';
import { CONSENT_CHOICE_FIELD, type ConsentAnswer } from '@/lib/consent/form-fields';

/**
 * One answer of the consent form: a submit button that posts without JavaScript (or before
 * hydration) and, once hydrated, is handled in the page instead, so a choice is never sent twice.
 */
export function ConsentSubmit({
  answer,
  className,
  onChoose,
  children,
}: {
  answer: ConsentAnswer;
  className: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={CONSENT_CHOICE_FIELD}
      value={answer}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      {children}
    </button>
  );
}

/** The settings' switches as form fields, for a "custom" answer posted by the form. */
export function ConsentDraftFields({ draft }: { draft: ConsentChoices }) {
  return CONSENT_CATEGORIES.map(({ key }) => (
    <input key={key} type="hidden" name={key} value={String(draft[key])} />
  ));
}
