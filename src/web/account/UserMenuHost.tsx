import '@mantine/core/styles/Avatar.css';
import { Avatar, Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { UserMenuProps } from './UserMenu';
import classes from './userMenu.module.css';

// The menu and its sign-out flow load only for a signed-in visitor. Until then the same-looking button
// shows (not yet interactive), so the bar does not jump; it is not greyed out, so it keeps its contrast.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export function UserMenuHost({ user, fullWidth = false }: UserMenuProps) {
  const placeholder = (
    <Button
      variant="subtle"
      color="gray"
      fullWidth={fullWidth}
      leftSection={<Avatar src={user.profileimg} alt="" size={26} radius="xl" color="brand" />}
      aria-disabled="true"
      // The name may be hidden on mid-width screens (userMenu.module.css); the label keeps it.
      aria-label={user.username}
    >
      <span className={classes.username}>{user.username}</span>
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} fullWidth={fullWidth} />
    </Suspense>
  );
}
