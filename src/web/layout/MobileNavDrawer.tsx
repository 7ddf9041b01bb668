import { Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { AccountButton } from './AccountButton';
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
  return (
    <Drawer id={id} opened={opened} onClose={onClose} position="right" size="85%" title="Menu" zIndex={300}>
      <Stack gap="xs" component="nav" aria-label="Main">
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
        <Group justify="space-between" px="sm">
          <Text size="sm">Dark theme</Text>
          <ThemeSwitch />
        </Group>
        <AccountButton onLogin={onLogin} fullWidth />
      </Stack>
    </Drawer>
  );
}
