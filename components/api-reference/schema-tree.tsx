import { useTranslations } from 'next-intl';
import type { SchemaNode } from '@/lib/openapi/reference-model';
import styles from './api-reference.module.css';

// A schema of the document as a nested list of its fields: name, type, whether it is required,
// its words (English, from the document), enum values and constraints. Nested objects, arrays of
// objects and the shapes of a oneOf open in <details>, so the page needs no script; a named
// component is a link to its entry in the page's Schemas section.

type T = ReturnType<typeof useTranslations<'ApiReference'>>;

export const schemaAnchor = (name: string) => `schema-${name}`;

/** Has fields or shapes of its own to list below it. */
const hasChildren = (node: SchemaNode): boolean =>
  Boolean(node.properties?.length || node.variants?.length) ||
  (node.items !== undefined && !node.items.ref && hasChildren(node.items)) ||
  (node.values !== undefined && !node.values.ref && hasChildren(node.values));

export function TypeLabel({ node }: { node: SchemaNode }) {
  const t = useTranslations('ApiReference');
  return <>{typeLabel(node, t)}</>;
}

function typeLabel(node: SchemaNode, t: T): React.ReactNode {
  let label: React.ReactNode;
  if (node.ref) label = <a href={`#${schemaAnchor(node.ref)}`}>{node.ref}</a>;
  else if (node.type === 'array' && node.items) {
    label = t.rich('arrayOf', { type: () => typeLabel(node.items!, t) });
  } else if (node.values) label = t.rich('mapOf', { type: () => typeLabel(node.values!, t) });
  else if (node.type === 'oneOf') label = t('oneOf');
  else label = <code>{node.type}</code>;
  return node.nullable ? (
    <>
      {label} {t('orNull')}
    </>
  ) : (
    label
  );
}

export function Constraints({ node }: { node: SchemaNode }) {
  const t = useTranslations('ApiReference');
  if (!node.enum?.length && node.constraints.length === 0) return null;
  return (
    <ul className={styles.constraints}>
      {node.enum?.length ? (
        <li>
          {t('enum')}{' '}
          {node.enum.map((value, index) => (
            <span key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </li>
      ) : null}
      {node.constraints.map(({ kind, value }) => (
        <li key={kind}>{t.rich(`constraint.${kind}`, { value: () => <code>{value}</code> })}</li>
      ))}
    </ul>
  );
}

/** What is inside a node: its fields, its array's element's fields, or its shapes. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  const t = useTranslations('ApiReference');
  if (node.properties?.length) {
    return (
      <ul className={styles.fields}>
        {node.properties.map((property) => (
          <li key={property.name} className={styles.field}>
            <div className={styles.fieldHead}>
              <code className={styles.fieldName}>{property.name}</code>
              <span>{typeLabel(property.schema, t)}</span>
              {property.required ? (
                <span className={styles.required}>{t('required')}</span>
              ) : (
                <span className={styles.muted}>{t('optional')}</span>
              )}
            </div>
            {property.schema.description && (
              <p className={styles.fieldBody} lang="en">
                {property.schema.description}
              </p>
            )}
            <Constraints node={property.schema} />
            {!property.schema.ref && hasChildren(property.schema) && (
              <details className={styles.details}>
                <summary>{t('fieldsOf', { name: property.name })}</summary>
                <SchemaTree node={property.schema} />
              </details>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (node.variants?.length) {
    return (
      <ul className={styles.fields}>
        {node.variants.map((variant, index) => (
          <li key={index} className={styles.field}>
            <details className={styles.details}>
              <summary>
                {t('shape', { number: index + 1 })} · {typeLabel(variant, t)}
              </summary>
              <Constraints node={variant} />
              <SchemaTree node={variant} />
            </details>
          </li>
        ))}
      </ul>
    );
  }
  const inner = node.items ?? node.values;
  if (inner && !inner.ref && hasChildren(inner)) return <SchemaTree node={inner} />;
  return null;
}

/** A body or an answer: its type (the component's name), its words and its fields. */
export function SchemaBlock({ node, open = false }: { node: SchemaNode; open?: boolean }) {
  const t = useTranslations('ApiReference');
  const children = hasChildren(node);
  return (
    <div>
      <p className={styles.fieldBody}>
        {t('type')} {typeLabel(node, t)}
      </p>
      {node.description && (
        <p className={styles.fieldBody} lang="en">
          {node.description}
        </p>
      )}
      <Constraints node={node} />
      {children && (
        <details className={styles.details} open={open}>
          <summary>{t('fieldsOf', { name: node.ref ?? t('body') })}</summary>
          <SchemaTree node={node} />
        </details>
      )}
    </div>
  );
}
