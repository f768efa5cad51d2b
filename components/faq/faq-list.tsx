import { questionTextId, topicAnchor } from '@/lib/faq/questions';
import { CopyLink, FaqQuestion, FaqTopic } from './faq-item';
import type { FaqTopic as Topic } from './load-faq';
import styles from './faq.module.css';

/**
 * Every topic and question of the FAQ, rendered on the server: the answers are in the HTML and
 * open without JavaScript. Goes inside <FaqSearch>, whose search hides what does not match.
 */
export function FaqList({ topics, topicsLabel }: { topics: Topic[]; topicsLabel: string }) {
  return (
    <>
      <nav aria-label={topicsLabel} className={styles.topics}>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topicAnchor(topic.id)}`}>{topic.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => {
        const anchor = topicAnchor(topic.id);
        return (
          <FaqTopic
            key={topic.id}
            id={anchor}
            aria-labelledby={`${anchor}-title`}
            ids={topic.questions.map((question) => question.id)}
          >
            <h2 id={`${anchor}-title`}>{topic.title}</h2>
            {topic.questions.map(({ id, question, answer }) => (
              <FaqQuestion key={id} id={id}>
                <summary className={styles.summary}>
                  <span id={questionTextId(id)}>{question}</span>
                </summary>
                <div className={styles.answer} data-faq-answer>
                  {answer}
                </div>
                <CopyLink id={id} />
              </FaqQuestion>
            ))}
          </FaqTopic>
        );
      })}
    </>
  );
}
