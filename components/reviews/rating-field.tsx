'use client';

import { useId, type ComponentPropsWithRef } from 'react';
import { RATING_CHOICES } from '@/lib/reviews/limits';
import styles from './reviews.module.css';

type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>;

export interface RatingFieldProps {
  legend: string;
  /** The accessible name of each choice, "4 stars". */
  choiceLabel: (rating: number) => string;
  error?: string;
  /** The field's registration (name, ref, handlers), the same for each radio button. */
  radio: RadioProps;
}

/** The rating as five radio buttons (arrow keys move between them), shown as "1 ★" … "5 ★". */
export function RatingField({ legend, choiceLabel, error, radio }: RatingFieldProps) {
  const errorId = useId();
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.ratingLegend}>
        {legend}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.ratingChoices}>
        {RATING_CHOICES.map((rating) => (
          <label key={rating} className={styles.ratingChoice}>
            <input {...radio} type="radio" value={String(rating)} required />
            <span aria-hidden="true">{rating} ★</span>
            <span className="visually-hidden">{choiceLabel(rating)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
