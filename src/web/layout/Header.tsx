import { ActionIcon, Anchor, Box, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SITE_LOCALE } from '../../api/siteLocale';
import { site } from '../../content/site';
import { LoginModalHost } from '../account/LoginModalHost';
import { t } from '../i18n/site.messages';
import { AccountButton } from './AccountButton';
import { DesktopNav } from './DesktopNav';
import { LanguageLink } from './LanguageLink';
import { Logo } from './Logo';
import classes from './layout.module.css';
import { MobileNav } from './MobileNav';
import { ThemeSwitch } from './ThemeSwitch';
import { useScrolled } from './useScrolled';

/**
 * Both layouts are in the markup and CSS shows one (desktop from md, 768 px, SPEC section 2): the
 * prerendered page is right at every width before any script runs, and follows the window at once.
 * The phone number is written out from xl (1,200 px); below, the bar has room for its icon only. The
 * language switch (issue 39) sits before the theme switch; below xl, and on Spanish pages at every width,
 * it shows its icon alone and keeps its name for screen readers and crawlers; on Spanish pages so does
 * Login ("Iniciar sesión" is three times "Login"), its name also its tooltip.
 */
export function Header() {
  const scrolled = useScrolled();
  const [signInOpened, signIn] = useDisclosure(false);
  return (
    <header className={classes.header} data-site-header data-scrolled={scrolled || undefined}>
      <Container size="lg" className={classes.headerInner}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" className={classes.brandLink}>
            <Logo />
          </Anchor>
          <Box visibleFrom="md">
            <DesktopNav />
          </Box>
          <Box visibleFrom="md" className={classes.headerActions}>
            <Anchor href={site.phone.href} className={classes.phone} c="brand" visibleFrom="xl">
              <Group gap={6} wrap="nowrap">
                <IconPhone size={18} className={classes.icon} aria-hidden="true" />
                {site.phone.display}
              </Group>
            </Anchor>
            <ActionIcon
              component="a"
              href={site.phone.href}
              hiddenFrom="xl"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('header.call', { phone: site.phone.display })}
            >
              <IconPhone size={20} className={classes.icon} />
            </ActionIcon>
            <LanguageLink className={classes.languageLink} nameClassName={classes.languageName} />
            <ThemeSwitch />
            <AccountButton
              onLogin={signIn.open}
              className={classes.loginButton}
              labelClassName={classes.loginLabel}
              // On Spanish pages the bar shows Login's icon alone (layout.module.css): its name as a tooltip.
              title={SITE_LOCALE === 'es' ? t('header.login') : undefined}
            />
          </Box>
          <Box hiddenFrom="md">
            <MobileNav onLogin={signIn.open} />
          </Box>
        </Group>
      </Container>
      <LoginModalHost opened={signInOpened} onClose={signIn.close} />
    </header>
  );
}
