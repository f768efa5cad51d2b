import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only source of locale-aware Link, redirect and router hooks.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
