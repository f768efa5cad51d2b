import { AlertCircleIcon } from '@/components/icons/alert-circle-icon';
import styles from './forms.module.css';

/** A form's failure above its button (spec: "Something went wrong", "Please try again"). */
export function FormFailure({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className={styles.failure}>
      <AlertCircleIcon className={styles.failureIcon} />
      <div>
        <p className={styles.failureTitle}>{title}</p>
        <p className={styles.failureText}>{text}</p>
      </div>
    </div>
  );
}
