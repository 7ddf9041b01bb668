import { ActionIcon, Anchor, Container, Group, useComputedColorScheme } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { AccountButton } from './AccountButton';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import classes from './layout.module.css';
import { MobileNav } from './MobileNav';
import { ThemeSwitch } from './ThemeSwitch';

export function Header() {
  const isDesktop = useIsDesktop();
  const [scroll] = useWindowScroll();
  const scheme = useComputedColorScheme('dark');
  return (
    <header className={classes.header} data-scrolled={scroll.y > 8 || undefined}>
      <Container size="xl" className={classes.headerInner}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            className={classes.brandLink}
            aria-label={`${site.companyName} home`}
          >
            <Logo variant={scheme} textFrom={isDesktop ? 'lg' : undefined} />
          </Anchor>
          {isDesktop ? (
            <>
              <DesktopNav />
              <Group gap="md" wrap="nowrap">
                <Anchor href={site.phone.href} className={classes.phone} c="brand" visibleFrom="lg">
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={18} />
                    {site.phone.display}
                  </Group>
                </Anchor>
                <ActionIcon
                  component="a"
                  href={site.phone.href}
                  hiddenFrom="lg"
                  variant="light"
                  size="lg"
                  aria-label={`Call ${site.phone.display}`}
                >
                  <IconPhone size={18} />
                </ActionIcon>
                <ThemeSwitch />
                <AccountButton />
              </Group>
            </>
          ) : (
            <MobileNav />
          )}
        </Group>
      </Container>
    </header>
  );
}
