import { authorPages, authorParams } from '../author-route';

export const revalidate = 3600;
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams() {
  return authorParams();
}

export const generateMetadata = authorPages.first.generateMetadata;
export default authorPages.first.Page;
