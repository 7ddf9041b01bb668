import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { mainNav } from './navItems';

export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Group gap={2} component="nav" aria-label="Main" wrap="nowrap">
      {mainNav.map((group) => {
        const active = pathname === group.to || pathname.startsWith(`${group.to}/`);
        return (
          <Menu
            key={group.label}
            trigger="click-hover"
            openDelay={60}
            closeDelay={120}
            position="bottom-start"
          >
            <Menu.Target>
              <Button
                variant="subtle"
                color={active ? 'brand' : 'gray'}
                rightSection={<IconChevronDown size={14} />}
                px="sm"
              >
                {group.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {group.children.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to}>
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
