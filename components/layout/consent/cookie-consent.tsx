'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { applyConsent } from '@/lib/analytics/consent-mode';
import { ALL_DENIED, ALL_GRANTED, type ConsentChoices } from '@/lib/consent/categories';
import { parseConsent, readConsentCookie } from '@/lib/consent/cookie';
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent/events';
import { ConsentBanner } from './consent-banner';
import { ConsentSettings } from './consent-settings';
import { storeConsent, useStoredConsentValue } from './consent-store';
import { useSpacerHeight } from './use-spacer-height';
import styles from './consent.module.css';

type View = 'banner' | 'settings';

/**
 * The cookie banner (spec section 4): shown while no choice is stored, and again in its settings
 * view when the footer's "Cookie settings" link dispatches OPEN_COOKIE_SETTINGS_EVENT. It is a
 * bottom panel, not a modal: the page stays readable and usable, and a spacer of the panel's
 * height at the end of the page keeps the footer reachable above it.
 */
export function CookieConsent() {
  const t = useTranslations('Consent');
  const rawValue = useStoredConsentValue();
  const stored = rawValue === undefined ? undefined : parseConsent(rawValue);
  const [reopened, setReopened] = useState(false);
  const [view, setView] = useState<View>('banner');
  const [draft, setDraft] = useState<ConsentChoices>(ALL_DENIED);
  const [announcement, setAnnouncement] = useState('');
  const settingsButton = useRef<HTMLButtonElement>(null);
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusNext = useRef<'settings' | 'banner' | null>(null);
  const { panelRef } = useSpacerHeight();

  const visible = stored === null || reopened;

  useEffect(() => {
    const open = () => {
      const active = document.activeElement;
      returnFocus.current =
        active instanceof HTMLElement && active !== document.body ? active : null;
      setDraft(readConsentCookie(document.cookie) ?? ALL_DENIED);
      setView('settings');
      setReopened(true);
      focusNext.current = 'settings';
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  useEffect(() => {
    if (focusNext.current === 'settings') settingsHeading.current?.focus();
    if (focusNext.current === 'banner') settingsButton.current?.focus();
    focusNext.current = null;
  });

  const close = () => {
    setReopened(false);
    setView('banner');
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };
  const choose = (choices: ConsentChoices) => {
    storeConsent(choices);
    applyConsent(choices);
    setAnnouncement(t('saved'));
    close();
  };

  return (
    <>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {visible ? (
        <>
          <section
            ref={panelRef}
            className={styles.panel}
            aria-label={t('region')}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && stored) close();
            }}
          >
            <div className={view === 'settings' ? styles.narrow : styles.wide}>
              {view === 'banner' ? (
                <ConsentBanner
                  onAcceptAll={() => choose(ALL_GRANTED)}
                  onDecline={() => choose(ALL_DENIED)}
                  onOpenSettings={() => {
                    setDraft(stored ?? ALL_DENIED);
                    setView('settings');
                    focusNext.current = 'settings';
                  }}
                  settingsButtonRef={settingsButton}
                />
              ) : (
                <ConsentSettings
                  draft={draft}
                  onChange={setDraft}
                  onAcceptAll={() => choose(ALL_GRANTED)}
                  onSave={() => choose(draft)}
                  onBack={() => {
                    setView('banner');
                    focusNext.current = 'banner';
                  }}
                  onClose={stored ? close : undefined}
                  headingRef={settingsHeading}
                />
              )}
            </div>
          </section>
        </>
      ) : null}
    </>
  );
}
