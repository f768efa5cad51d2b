import { useTranslations } from 'next-intl';
import type { ReferenceModel } from '@/lib/openapi/reference-model';
import table from '@/components/ui/table.module.css';
import styles from './api-reference.module.css';
import { OperationSection, errorAnchor } from './operation-section';
import { SchemaBlock, SchemaTree, schemaAnchor } from './schema-tree';

// The API reference page's body, rendered on the server from the OpenAPI document's model
// (lib/openapi/reference-model.ts): the facts of the API, a table of contents with a link to
// every operation, how callers authenticate, the one error shape and its code table, every
// operation under its tag, and every named schema. No client script: collapsing is <details>.

interface Props {
  model: ReferenceModel;
  brand: string;
  /** Where the document itself is served. */
  documentUrl: string;
  /** The error messages as this locale writes them, by code (Api.errors). */
  errorMessages: Record<string, string>;
}

const ERROR_EXAMPLE = JSON.stringify(
  { error: { code: 'validation_failed', message: '…', fields: { amount: 'validation_failed' } } },
  null,
  2,
);

export function ApiReference({ model, brand, documentUrl, errorMessages }: Props) {
  const t = useTranslations('ApiReference');
  return (
    <article className={styles.page} aria-labelledby="api-reference-title">
      <h1 id="api-reference-title">{t('title')}</h1>
      <p className="lead">{t('lead', { brand })}</p>
      <p className={styles.note}>{t('englishNote')}</p>
      <dl className={styles.facts}>
        <dt>{t('baseUrl')}</dt>
        <dd>
          <code>{model.serverUrl}</code>
        </dd>
        <dt>{t('version')}</dt>
        <dd>
          <span lang="en">{model.title}</span> {model.version}
        </dd>
        <dt>{t('document')}</dt>
        <dd>
          <a href={documentUrl} type="application/json">
            {t('documentLink')}
          </a>
        </dd>
      </dl>
      {model.description && <p lang="en">{model.description}</p>}

      <nav className={styles.toc} aria-labelledby="api-reference-contents">
        <h2 id="api-reference-contents">{t('contents')}</h2>
        <ol>
          <li>
            <a href="#authentication">{t('authTitle')}</a>
          </li>
          <li>
            <a href="#errors">{t('errorsTitle')}</a>
          </li>
          {model.tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#tag-${tag.name}`} lang="en">
                {tag.name}
              </a>
              <ol>
                {tag.operations.map((operation) => (
                  <li key={operation.id}>
                    <a href={`#${operation.id}`}>
                      <code>
                        {operation.method.toUpperCase()} {operation.path}
                      </code>
                    </a>{' '}
                    <span lang="en">{operation.summary}</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
          <li>
            <a href="#schemas">{t('schemasTitle')}</a>
          </li>
        </ol>
      </nav>

      <section
        id="authentication"
        className={styles.section}
        aria-labelledby="authentication-title"
      >
        <h2 id="authentication-title">{t('authTitle')}</h2>
        <p>{t('authIntro')}</p>
        <p>
          {t.rich('authKeys', {
            header: 'Authorization: Bearer',
            code: (chunks) => <code>{chunks}</code>,
          })}
        </p>
        {model.schemes.length > 0 ? (
          <dl className={styles.meta}>
            {model.schemes.map((scheme) => (
              <div key={scheme.id} id={`scheme-${scheme.id}`} className={styles.section}>
                <dt>
                  <code>{scheme.id}</code>
                </dt>
                <dd>
                  {scheme.header
                    ? t.rich('schemeHeader', {
                        header: () => <code>{scheme.header}</code>,
                      })
                    : t.rich('schemeBearer', {
                        header: 'Authorization: Bearer',
                        code: (chunks) => <code>{chunks}</code>,
                      })}{' '}
                  {scheme.description && <span lang="en">{scheme.description}</span>}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('noSchemes')}</p>
        )}
      </section>

      <section id="errors" className={styles.section} aria-labelledby="errors-title">
        <h2 id="errors-title">{t('errorsTitle')}</h2>
        <p>{t('errorsIntro')}</p>
        <pre className={styles.code}>
          <code>{ERROR_EXAMPLE}</code>
        </pre>
        {model.errorSchema && <SchemaBlock node={model.errorSchema} />}
        <div className={`${table.boxed} ${styles.errorTable}`}>
          <table>
            <caption className="visually-hidden">{t('codeTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('code')}</th>
                <th scope="col">{t('message')}</th>
              </tr>
            </thead>
            <tbody>
              {model.errorCodes.map(({ code, status }) => (
                <tr key={code} id={errorAnchor(code)} className={styles.section}>
                  <td>{status}</td>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>{errorMessages[code]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {model.tags.map((tag) => (
        <section
          key={tag.name}
          id={`tag-${tag.name}`}
          className={styles.section}
          aria-labelledby={`tag-${tag.name}-title`}
        >
          <h2 id={`tag-${tag.name}-title`} lang="en">
            {tag.name}
          </h2>
          {tag.description && <p lang="en">{tag.description}</p>}
          {tag.operations.map((operation) => (
            <OperationSection key={operation.id} operation={operation} />
          ))}
        </section>
      ))}

      <section id="schemas" className={styles.section} aria-labelledby="schemas-title">
        <h2 id="schemas-title">{t('schemasTitle')}</h2>
        <p>{t('schemasIntro')}</p>
        {model.schemas.map(({ name, schema }) => (
          <details
            key={name}
            id={schemaAnchor(name)}
            className={`${styles.details} ${styles.schemaEntry}`}
          >
            <summary>
              <code>{name}</code>
            </summary>
            {schema.description && <p lang="en">{schema.description}</p>}
            <SchemaTree node={schema} />
          </details>
        ))}
      </section>
    </article>
  );
}
