import { ActionIcon, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { usePreloadWhenIdle } from '../idlePreload';
import classes from './layout.module.css';

const DRAWER_ID = 'mobile-navigation';

// The drawer's code is fetched when the browser is idle after the page is live, or at the first touch of
// the burger if that comes first.
const MobileNavDrawer = lazyWithPreload(() => import('./MobileNavDrawer').then((m) => m.MobileNavDrawer));

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
        aria-label={`Call ${site.phone.display}`}
      >
        <IconPhone size={22} className={classes.icon} />
      </ActionIcon>
      <Burger
        opened={opened}
        onClick={toggle}
        onPointerDown={MobileNavDrawer.preload}
        onFocus={MobileNavDrawer.preload}
        color="var(--site-icon-color)"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={DRAWER_ID}
      />
      <OnceOpened opened={opened}>
        <MobileNavDrawer id={DRAWER_ID} opened={opened} onClose={close} onLogin={login} />
      </OnceOpened>
    </Group>
  );
}
