import { Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLanguage, IconPhone } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { SITE_LOCALE } from '../../api/siteLocale';
import { site } from '../../content/site';
import { otherLocale } from '../../shared/i18n/locales';
import { t } from '../i18n/site.messages';
import { AccountButton } from './AccountButton';
import { useOtherLanguageHref } from './LanguageLink';
import { rememberLanguage } from './languageChoice';
import classes from './layout.module.css';
import { isGroupActive, mainNav } from './navItems';
import { ThemeSwitch } from './ThemeSwitch';

export interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/** The burger's drawer: the desktop bar's entries grouped the same way, the phone, theme and account. */
export function MobileNavDrawer({ id, opened, onClose, onLogin }: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  const other = otherLocale(SITE_LOCALE);
  const otherLanguageHref = useOtherLanguageHref(other);
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size="85%"
      title={t('menu.title')}
      zIndex={300}
    >
      <Stack gap="xs" component="nav" aria-label={t('nav.main')}>
        {mainNav.map((group) => (
          <NavLink
            key={group.label}
            component="button"
            label={group.label}
            active={isGroupActive(group, pathname)}
            defaultOpened={isGroupActive(group, pathname)}
            variant="subtle"
            fw={700}
          >
            {group.children.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                aria-current={pathname === item.to ? 'page' : undefined}
              />
            ))}
          </NavLink>
        ))}
        <Divider my="sm" />
        <NavLink
          href={site.phone.href}
          component="a"
          label={site.phone.display}
          leftSection={<IconPhone size={18} className={classes.icon} aria-hidden="true" />}
          fw={700}
        />
        {/* The language switch (issue 39): the same page in the other language, a full page load. */}
        <NavLink
          href={otherLanguageHref}
          component="a"
          hrefLang={other}
          lang={other}
          data-language-switch={other}
          onClick={() => rememberLanguage(other)}
          label={t('language.switchTo')}
          leftSection={<IconLanguage size={18} className={classes.icon} aria-hidden="true" />}
          fw={700}
        />
        <Group justify="space-between" px="sm">
          <Text size="sm">{t('theme.dark')}</Text>
          <ThemeSwitch />
        </Group>
        <AccountButton onLogin={onLogin} fullWidth />
      </Stack>
    </Drawer>
  );
}
