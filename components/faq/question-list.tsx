/**
 * Questions and answers as a definition list, for the FAQ blocks of the catalogue and fiat pages
 * (their FAQPage data carries the same pairs). Unstyled: the page's section styles it.
 */
export function QuestionList({
  questions,
}: {
  questions: readonly { question: string; answer: string }[];
}) {
  return (
    <dl>
      {questions.map(({ question, answer }) => (
        <div key={question}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  );
}
