import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '../hooks/useHydrated';
import classes from './layout.module.css';
import type { NavGroup } from './navItems';

const OPEN_DELAY_MS = 60;

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}
const CLOSE_DELAY_MS = 150;

/**
 * One dropdown of the desktop bar, as the WAI-ARIA menu-button pattern: click, hover, or Enter, Space
 * or ArrowDown opens it; arrows, Home and End move through its links; Escape closes it and returns to
 * the button. Positioned by CSS under its button: every page carries it, and a positioning library
 * would weigh more than the whole bar. The links are in the markup while closed too (hidden): without
 * JavaScript, hover and focus show them (layout.module.css) and they are in the tab order until the page
 * hydrates and the arrow keys take over.
 */
export function NavMenu({ group, active, pathname }: { group: NavGroup; active: boolean; pathname: string }) {
  // 'hover': opened by the pointer resting on it, and a click then keeps it open (decision 236).
  const [opened, setOpened] = useState<boolean | 'hover'>(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const menuId = useId();
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const open = (focus: 'first' | 'last' | null, how: true | 'hover' = true) => {
    setFocusOnOpen(focus);
    setOpened(how);
  };
  const close = (returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const later = (action: () => void, ms: number) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(action, ms);
  };

  useEffect(() => {
    if (!opened || focusOnOpen === null) return;
    const list = menuItems(rootRef.current);
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [opened, focusOnOpen]);

  useEffect(() => {
    if (!opened) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false); // a DOM event's target is a Node
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [opened]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems(rootRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement); // activeElement is an element or null
    const move: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      const next = ((move[event.key] ?? 0) + list.length) % list.length;
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only adds to the button, which has the keyboard and click behaviour
    <div
      ref={rootRef}
      className={classes.navMenu}
      onMouseEnter={() => later(() => opened || open(null, 'hover'), OPEN_DELAY_MS)}
      onMouseLeave={() => later(() => close(false), CLOSE_DELAY_MS)}
    >
      <Button
        ref={buttonRef}
        variant="subtle"
        color="gray"
        className={classes.navButton}
        data-active={active || undefined}
        rightSection={<IconChevronDown size={14} className={classes.icon} aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={!!opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => {
          // A person who saw the menu open under the pointer clicks at it: closing it then read as a menu
          // that would not open. A click before the hover's delay ran is not undone by it either.
          clearTimeout(hoverTimer.current);
          opened === true ? close(false) : open(null);
        }}
        onKeyDown={onButtonKey}
      >
        {group.label}
      </Button>
      <div
        id={menuId}
        role="menu"
        aria-label={group.label}
        className={classes.navDropdown}
        hidden={!opened}
        onKeyDown={onMenuKey}
      >
        {group.children.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            role="menuitem"
            tabIndex={hydrated ? -1 : undefined}
            className={classes.navItem}
            aria-current={pathname === item.to ? 'page' : undefined}
            onClick={() => close(false)}
          >
            {item.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
