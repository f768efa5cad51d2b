import { placePage } from '../place-route';

// /buy: every ramp that buys crypto, the popular coins and the live offers.
export const revalidate = 3600;

const page = placePage('buy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
