import { Group } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { t } from '../i18n/site.messages';
import { NavMenu } from './NavMenu';
import { isGroupActive, mainNav } from './navItems';

export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Group gap={2} component="nav" aria-label={t('nav.main')} wrap="nowrap">
      {mainNav.map((group) => (
        <NavMenu
          key={group.label}
          group={group}
          active={isGroupActive(group, pathname)}
          pathname={pathname}
        />
      ))}
    </Group>
  );
}
