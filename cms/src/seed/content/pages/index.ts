import type { PageSeed } from '../types';
import { aboutPage } from './about';
import { accessibilityPage } from './accessibility';
import { contactPage } from './contact';
import { helpPage } from './help';
import { privacyPage } from './privacy';
import { resourcesPage } from './resources';
import { servicesPage } from './services';
import { termsPage } from './terms';

/** The site's informational pages, one per slug of the `pages` collection. */
export const pages: PageSeed[] = [
  aboutPage,
  servicesPage,
  contactPage,
  resourcesPage,
  helpPage,
  privacyPage,
  termsPage,
  accessibilityPage,
];
