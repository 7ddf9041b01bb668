import { ActionIcon, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_LOCALE } from '../../api/siteLocale';
import { site } from '../../content/site';
import { pathInLocale } from '../../shared/i18n/locales';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { t } from '../i18n/site.messages';
import { usePreloadWhenIdle } from '../idlePreload';
import { LanguageLink } from './LanguageLink';
import classes from './layout.module.css';
import { mainNav } from './navItems';

const DRAWER_ID = 'mobile-navigation';

// The drawer's code is fetched when the browser is idle after the page is live, or at the first touch of
// the burger if that comes first.
const MobileNavDrawer = lazyWithPreload(() => import('./MobileNavDrawer').then((m) => m.MobileNavDrawer));

/**
 * Without JavaScript the burger cannot open its drawer: a native disclosure of the four sections' pages
 * takes its place (layout.module.css hides the burger when scripting is off).
 */
function NoScriptMenu() {
  return (
    // A global class: this module's classes are one object that the browser build would carry in full.
    <details className="noscript-menu">
      <summary aria-label={t('menu.title')} />
      <nav aria-label={t('nav.main')}>
        {mainNav.map((group) => (
          <a key={group.to} href={pathInLocale(group.to, SITE_LOCALE)}>
            {group.label}
          </a>
        ))}
        <LanguageLink withIcon={false} />
      </nav>
    </details>
  );
}

/** The same entries as the desktop bar, grouped the same way, behind a burger. */
export function MobileNav({ onLogin }: { onLogin: () => void }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  usePreloadWhenIdle(MobileNavDrawer.preload);
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to any navigation
  useEffect(() => close(), [pathname, hash, close]);
  const login = () => {
    close();
    onLogin();
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        component="a"
        href={site.phone.href}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('header.call', { phone: site.phone.display })}
      >
        <IconPhone size={22} className={classes.icon} />
      </ActionIcon>
      <Burger
        opened={opened}
        onClick={toggle}
        onPointerDown={MobileNavDrawer.preload}
        onFocus={MobileNavDrawer.preload}
        color="var(--site-icon-color)"
        aria-label={opened ? t('menu.close') : t('menu.open')}
        aria-expanded={opened}
        aria-controls={DRAWER_ID}
      />
      {/* React never hydrates a noscript's content, so only the prerendered HTML carries the links: the
          browser build drops them (import.meta.env.SSR is false there) and pays no bytes for them. */}
      <noscript>{import.meta.env.SSR ? <NoScriptMenu /> : null}</noscript>
      <OnceOpened opened={opened}>
        <MobileNavDrawer id={DRAWER_ID} opened={opened} onClose={close} onLogin={login} />
      </OnceOpened>
    </Group>
  );
}
