import { Burger, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPhone } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { site } from '../../content/site';
import { AccountButton } from './AccountButton';
import { mainNav } from './navItems';
import { ThemeSwitch } from './ThemeSwitch';

/** The same entries as the desktop bar, behind a burger. */
export function MobileNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to any navigation
  useEffect(() => close(), [pathname, hash, close]);
  return (
    <>
      <Burger opened={opened} onClick={toggle} aria-label={opened ? 'Close menu' : 'Open menu'} />
      <Drawer opened={opened} onClose={close} position="right" size="85%" title="Menu" zIndex={300}>
        <Stack gap="xs" component="nav" aria-label="Main">
          {mainNav.map((group) => (
            <NavLink
              key={group.label}
              component="button"
              variant="subtle"
              label={group.label}
              active={pathname === group.to || pathname.startsWith(`${group.to}/`)}
              fw={600}
            >
              {group.children.map((item) => (
                <NavLink key={item.to} component={Link} to={item.to} label={item.label} />
              ))}
            </NavLink>
          ))}
          <Divider my="sm" />
          <NavLink
            href={site.phone.href}
            component="a"
            label={site.phone.display}
            leftSection={<IconPhone size={18} />}
            fw={700}
          />
          <Group justify="space-between" px="sm">
            <Text size="sm">Dark theme</Text>
            <ThemeSwitch />
          </Group>
          <AccountButton fullWidth />
        </Stack>
      </Drawer>
    </>
  );
}
