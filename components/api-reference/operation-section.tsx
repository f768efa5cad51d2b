import { useTranslations } from 'next-intl';
import type { OperationView } from '@/lib/openapi/reference-model';
import styles from './api-reference.module.css';
import { Constraints, SchemaBlock, TypeLabel } from './schema-tree';
import table from '@/components/ui/table.module.css';

// One operation of the API reference: method and path as its heading (its id is the
// operationId, the table of contents' anchor), the document's words, who may call it, its
// parameters, request body, responses with their error codes, and a curl example to copy.

/** The anchor of an error code in the page's code table. */
export const errorAnchor = (code: string) => `error-${code}`;

function Security({ operation }: { operation: OperationView }) {
  const t = useTranslations('ApiReference');
  const { anonymous, schemes } = operation.security;
  const names = schemes.map(({ id }) => (
    <a key={id} href={`#scheme-${id}`}>
      <code>{id}</code>
    </a>
  ));
  const list = names.flatMap((name, index) => (index === 0 ? [name] : [', ', name]));
  if (schemes.length === 0) return <>{t('authPublic')}</>;
  return anonymous
    ? t.rich('authOptional', { schemes: () => list })
    : t.rich('authRequired', { schemes: () => list });
}

export function OperationSection({ operation }: { operation: OperationView }) {
  const t = useTranslations('ApiReference');
  const scopes = [...new Set(operation.security.schemes.flatMap(({ scopes }) => scopes))];
  const titleId = `${operation.id}-title`;
  return (
    <section id={operation.id} className={styles.operation} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.signature}>
        <span className={styles.method}>{operation.method.toUpperCase()}</span>
        <code className={styles.path}>{operation.path}</code>
      </h3>
      <p lang="en">
        <strong>{operation.summary}</strong>
      </p>
      {operation.description && <p lang="en">{operation.description}</p>}
      <dl className={styles.meta}>
        <dt>{t('operationId')}</dt>
        <dd>
          <code>{operation.id}</code>
        </dd>
        <dt>{t('authentication')}</dt>
        <dd>
          <Security operation={operation} />
        </dd>
        {scopes.length > 0 && (
          <>
            <dt>{t('scope')}</dt>
            <dd>
              {scopes.map((scope) => (
                <code key={scope}>{scope} </code>
              ))}
            </dd>
          </>
        )}
      </dl>

      {operation.parameters.length > 0 && (
        <>
          <h4>{t('parameters')}</h4>
          <div className={`${table.boxed} ${styles.parameters}`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('in')}</th>
                  <th scope="col">{t('type')}</th>
                  <th scope="col">{t('description')}</th>
                </tr>
              </thead>
              <tbody>
                {operation.parameters.map((parameter) => (
                  <tr key={`${parameter.in}-${parameter.name}`}>
                    <th scope="row">
                      <code>{parameter.name}</code>
                      <br />
                      {parameter.required ? (
                        <span className={styles.required}>{t('required')}</span>
                      ) : (
                        <span className={styles.muted}>{t('optional')}</span>
                      )}
                    </th>
                    <td>{t(`location.${parameter.in}`)}</td>
                    <td className={`${styles.tableCell} ${styles.typeCell}`}>
                      <TypeLabel node={parameter.schema} />
                    </td>
                    <td className={styles.tableCell}>
                      {parameter.description && <span lang="en">{parameter.description}</span>}
                      <Constraints node={parameter.schema} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {operation.requestBody && (
        <>
          <h4>{t('requestBody')}</h4>
          <p className={styles.fieldBody}>
            <code>{operation.requestBody.mediaType}</code>
            {operation.requestBody.required && (
              <>
                {' '}
                <span className={styles.required}>{t('required')}</span>
              </>
            )}
          </p>
          <SchemaBlock node={operation.requestBody.schema} open />
        </>
      )}

      <h4>{t('responses')}</h4>
      <ul className={styles.responses}>
        {operation.responses.map((response) => (
          <li key={response.status} className={styles.response}>
            <div className={styles.responseHead}>
              <span className={styles.status}>{response.status}</span>
              {response.codes.length === 0 && <span lang="en">{response.description}</span>}
              {response.headers.length > 0 && (
                <span className={styles.muted}>
                  {t.rich('responseHeaders', {
                    list: () => <code>{response.headers.join(', ')}</code>,
                  })}
                </span>
              )}
            </div>
            {response.codes.length > 0 ? (
              <>
                <p className={styles.fieldBody}>
                  {t.rich('errorResponse', {
                    link: (chunks) => <a href="#errors">{chunks}</a>,
                  })}
                </p>
                <ul className={styles.codes} aria-label={t('errorCodes')}>
                  {response.codes.map((code) => (
                    <li key={code}>
                      <a href={`#${errorAnchor(code)}`}>
                        <code>{code}</code>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              response.content.map(({ mediaType, schema }) => (
                <div key={mediaType}>
                  <p className={styles.fieldBody}>
                    <code>{mediaType}</code>
                  </p>
                  <SchemaBlock node={schema} />
                </div>
              ))
            )}
          </li>
        ))}
      </ul>

      <h4 id={`${operation.id}-example`}>{t('example')}</h4>
      <pre className={styles.code} aria-labelledby={`${operation.id}-example`}>
        <code>{operation.example}</code>
      </pre>
    </section>
  );
}
