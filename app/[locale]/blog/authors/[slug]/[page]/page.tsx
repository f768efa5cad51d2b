import { authorPageParams, authorPages } from '../../author-route';

export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { slug: string } }) {
  return authorPageParams(params.slug);
}

export const generateMetadata = authorPages.later.generateMetadata;
export default authorPages.later.Page;
