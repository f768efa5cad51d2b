import { placePage } from '../place-route';

// /sell: every ramp that sells crypto, the popular coins and the live offers.
export const revalidate = 3600;

const page = placePage('sell');
export const generateMetadata = page.generateMetadata;
export default page.Page;
