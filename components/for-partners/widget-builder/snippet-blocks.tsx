'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { WidgetVersion } from '@/lib/widgets/params';
import { CopyButton } from './copy-button';
import { SnippetView } from './snippet-view';

/** The builder's snippets, each with its copy button. */
export function SnippetBlocks(props: {
  siteUrl: string;
  version: WidgetVersion;
  query: string;
  title: string;
}) {
  const t = useTranslations('WidgetBuilder');
  const id = useId();
  return (
    <SnippetView
      {...props}
      idPrefix={id}
      texts={{ heading: t('snippet'), script: t('snippetScript'), iframe: t('snippetIframe') }}
      copy={(code, headingId) => <CopyButton text={code} describedBy={headingId} />}
    />
  );
}
