import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import classes from './layout.module.css';
import { isGroupActive, mainNav } from './navItems';

// Dropdowns open on hover and on click; from the keyboard, Enter, Space or ArrowDown opens one and the
// arrow keys move through its links (Mantine Menu's menu-button pattern).
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Group gap={2} component="nav" aria-label="Main" wrap="nowrap">
      {mainNav.map((group) => {
        const active = isGroupActive(group, pathname);
        return (
          <Menu
            key={group.label}
            trigger="click-hover"
            openDelay={60}
            closeDelay={150}
            position="bottom-start"
            offset={6}
            loop
            withInitialFocusPlaceholder={false}
            shadow="md"
            width={240}
          >
            <Menu.Target>
              <Button
                variant="subtle"
                color="gray"
                className={classes.navButton}
                data-active={active || undefined}
                rightSection={<IconChevronDown size={14} className={classes.icon} aria-hidden="true" />}
                px="sm"
              >
                {group.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown aria-label={group.label}>
              {group.children.map((item) => (
                <Menu.Item
                  key={item.to}
                  component={Link}
                  to={item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                >
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
