import { ActionIcon, Burger, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { AccountButton } from './AccountButton';
import classes from './layout.module.css';
import { isGroupActive, mainNav } from './navItems';
import { ThemeSwitch } from './ThemeSwitch';

const DRAWER_ID = 'mobile-navigation';

/** The same entries as the desktop bar, grouped the same way, behind a burger. */
export function MobileNav({ onLogin }: { onLogin: () => void }) {
  const [opened, { toggle, close }] = useDisclosure(false);
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
        color="var(--site-icon-color)"
        aria-label={opened ? 'Close menu' : 'Open menu'}
        aria-expanded={opened}
        aria-controls={DRAWER_ID}
      />
      <Drawer
        id={DRAWER_ID}
        opened={opened}
        onClose={close}
        position="right"
        size="85%"
        title="Menu"
        zIndex={300}
      >
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
          <AccountButton onLogin={login} fullWidth />
        </Stack>
      </Drawer>
    </Group>
  );
}
