import Link from 'next/link';
import { routes } from '@/lib/routing/routes';
import './globals.css';

// Reached only by requests proxy.ts does not route (for example a missing file such as
// /missing.txt); every other unknown path gets the translated page in app/[locale]/not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="page page--center">
          <p className="status-code">404</p>
          <h1>Page not found</h1>
          <p className="lead">The page you are looking for does not exist or has moved.</p>
          <Link className="button" href={routes.home()}>
            Go to the home page
          </Link>
        </main>
      </body>
    </html>
  );
}
