'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { applyConsent } from '@/lib/analytics/consent-mode';
import { ALL_DENIED, ALL_GRANTED, type ConsentChoices } from '@/lib/consent/categories';
import { readConsentCookie } from '@/lib/consent/cookie';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent/events';
import { ConsentBanner } from './consent-banner';
import type { ConsentCopy } from './consent-copy';
import type { ConsentSettings } from './consent-settings';
import { storeConsent } from './consent-store';
import { useSpacerHeight } from './use-spacer-height';
import styles from './consent.module.css';

// The settings view (and Radix's accordion) loads when first opened. Not React.lazy: a Suspense
// boundary in the shell makes React stream reveal scripts into the prerendered HTML.
const loadSettings = () => import('./consent-settings');

type View = 'banner' | 'settings';

/**
 * The interactive part of the cookie banner. The panel is always in the markup; CSS hides it
 * while a choice is stored (the pre-paint script's mark on <html>) unless the footer's "Cookie
 * settings" link reopened it (`data-open`). It is a bottom panel, not a modal: the page stays
 * readable and usable, and a spacer of the panel's height keeps the footer reachable above it.
 */
export function ConsentPanel({ copy, children }: { copy: ConsentCopy; children: ReactNode }) {
  const [reopened, setReopened] = useState(false);
  const [closable, setClosable] = useState(false);
  const [view, setView] = useState<View>('banner');
  const [Settings, setSettings] = useState<typeof ConsentSettings | null>(null);
  const request = useRef(0);
  const [draft, setDraft] = useState<ConsentChoices>(ALL_DENIED);
  const [announcement, setAnnouncement] = useState('');
  const settingsButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusBanner = useRef(false);
  const { panelRef } = useSpacerHeight();

  // The current view stays until the settings view has loaded; a choice made meanwhile wins.
  const openSettings = (choices: ConsentChoices, reopen: boolean) => {
    const id = ++request.current;
    void loadSettings().then((module) => {
      if (id !== request.current) return;
      setSettings(() => module.ConsentSettings);
      setDraft(choices);
      if (reopen) setReopened(true);
      setView('settings');
    });
  };

  useEffect(() => {
    const open = () => {
      const active = document.activeElement;
      returnFocus.current =
        active instanceof HTMLElement && active !== document.body ? active : null;
      const stored = readConsentCookie(document.cookie);
      setClosable(stored !== null);
      openSettings(stored ?? ALL_DENIED, true);
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  useEffect(() => {
    if (focusBanner.current) settingsButton.current?.focus();
    focusBanner.current = false;
  });

  const close = () => {
    request.current += 1;
    setReopened(false);
    setView('banner');
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };
  const choose = (choices: ConsentChoices) => {
    storeConsent(choices);
    applyConsent(choices);
    setAnnouncement(copy.saved);
    setClosable(true);
    close();
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <section
        ref={panelRef}
        className={styles.panel}
        aria-label={copy.region}
        data-open={reopened ? '' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && closable && reopened) close();
        }}
      >
        <div className={view === 'settings' ? styles.narrow : styles.wide}>
          {view === 'banner' || !Settings ? (
            <ConsentBanner
              copy={copy}
              onAcceptAll={() => choose(ALL_GRANTED)}
              onDecline={() => choose(ALL_DENIED)}
              onOpenSettings={() =>
                openSettings(readConsentCookie(document.cookie) ?? ALL_DENIED, false)
              }
              onSettingsIntent={() => void loadSettings()}
              settingsButtonRef={settingsButton}
            >
              {children}
            </ConsentBanner>
          ) : (
            <Settings
              copy={copy.settings}
              draft={draft}
              onChange={setDraft}
              onAcceptAll={() => choose(ALL_GRANTED)}
              onSave={() => choose(draft)}
              onBack={() => {
                setView('banner');
                focusBanner.current = true;
              }}
              onClose={closable && reopened ? close : undefined}
            />
          )}
        </div>
      </section>
    </>
  );
}
