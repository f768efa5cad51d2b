import { tagPages, tagParams } from '../tag-route';

export const revalidate = 3600;
export const dynamicParams = false;
export const dynamic = 'error';

export function generateStaticParams() {
  return tagParams();
}

export const generateMetadata = tagPages.first.generateMetadata;
export default tagPages.first.Page;
