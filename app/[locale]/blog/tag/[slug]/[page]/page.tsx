import { tagPageParams, tagPages } from '../../tag-route';

export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { slug: string } }) {
  return tagPageParams(params.slug);
}

export const generateMetadata = tagPages.later.generateMetadata;
export default tagPages.later.Page;
