import { ActionIcon, Anchor, Container, Group, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { LoginModalHost } from '../account/LoginModalHost';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { AccountButton } from './AccountButton';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import classes from './layout.module.css';
import { MobileNav } from './MobileNav';
import { ThemeSwitch } from './ThemeSwitch';
import { useScrolled } from './useScrolled';

export function Header() {
  const isDesktop = useIsDesktop();
  const scrolled = useScrolled();
  const scheme = useComputedColorScheme('dark');
  const [signInOpened, signIn] = useDisclosure(false);
  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <Container size="xl" className={classes.headerInner}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" className={classes.brandLink}>
            <Logo variant={scheme} textFrom={isDesktop ? 'lg' : undefined} />
          </Anchor>
          {isDesktop ? (
            <>
              <DesktopNav />
              <Group gap="md" wrap="nowrap">
                <Anchor href={site.phone.href} className={classes.phone} c="brand" visibleFrom="lg">
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={18} className={classes.icon} aria-hidden="true" />
                    {site.phone.display}
                  </Group>
                </Anchor>
                <ActionIcon
                  component="a"
                  href={site.phone.href}
                  hiddenFrom="lg"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Call ${site.phone.display}`}
                >
                  <IconPhone size={20} className={classes.icon} />
                </ActionIcon>
                <ThemeSwitch />
                <AccountButton onLogin={signIn.open} />
              </Group>
            </>
          ) : (
            <MobileNav onLogin={signIn.open} />
          )}
        </Group>
      </Container>
      <LoginModalHost opened={signInOpened} onClose={signIn.close} />
    </header>
  );
}
