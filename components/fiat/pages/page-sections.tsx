import { QuestionList } from '@/components/faq/question-list';
import styles from './pages.module.css';

// The sections every fiat page type ends with: the four steps of a buy or sell and the FAQ (the
// questions are the page's FAQPage data too). One markup, so the place, pair and card pages only
// say what goes in them.

export function FiatHowSection({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <section aria-labelledby="fiat-how" className={styles.section}>
      <h2 id="fiat-how">{title}</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

export function FiatFaqSection({
  title,
  questions,
}: {
  title: string;
  questions: readonly { question: string; answer: string }[];
}) {
  return (
    <section aria-labelledby="fiat-faq" className={`${styles.section} ${styles.faq}`}>
      <h2 id="fiat-faq">{title}</h2>
      <QuestionList questions={questions} />
    </section>
  );
}
