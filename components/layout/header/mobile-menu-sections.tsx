'use client';

import { useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { ItemLink } from './item-link';
import styles from './mobile-menu.module.css';
import type { NavSection } from './types';

/**
 * The burger menu's sections: an accordion with one section open at a time, which may be fully
 * collapsed. Loaded by mobile-menu.tsx when the menu is first opened.
 */
export function MobileMenuSections({ sections }: { sections: NavSection[] }) {
  const [section, setSection] = useState('');
  return (
    <Accordion type="single" collapsible value={section} onValueChange={setSection}>
      {sections.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger headingLevel={2}>{item.title}</AccordionTrigger>
          <AccordionContent>
            <ul className={styles.items}>
              {item.items.map((entry) => (
                <li key={entry.id}>
                  <ItemLink item={entry} />
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
