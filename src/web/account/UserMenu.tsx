import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconInbox, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { signOutMachine } from '../../../machines/signOut.machine';
import { readAuthToken } from '../../api/cookies';
import { messages } from '../../shared/messages';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import type { StoredAuthUser } from '../session';
import { AccountModal } from './AccountModal';
import { clearStoredValuesAndKeptPages } from './signOutStore';
import classes from './userMenu.module.css';

export interface UserMenuProps {
  user: StoredAuthUser;
  fullWidth?: boolean;
}

/** The signed-in navigation entry (SPEC 2): profile image and username, with Profile, Settings, Sign Out. */
export function UserMenu({ user, fullWidth = false }: UserMenuProps) {
  const signOut = useFlow(signOutMachine, {
    input: { token: readAuthToken() },
    effects: { clearStoredValues: clearStoredValuesAndKeptPages },
  });
  const confirming = useSelector(signOut, (snapshot) => snapshot.matches('confirming'));
  const leaving = useSelector(signOut, (snapshot) => snapshot.matches('signingOut'));

  return (
    <>
      <Menu position="bottom-end" withinPortal={false} width={200} trapFocus={false}>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            fullWidth={fullWidth}
            // On the bar (768 px and wider) the entry is compact: no chevron, little padding (decision 232).
            px={fullWidth ? undefined : 6}
            leftSection={<UserAvatar user={user} />}
            rightSection={fullWidth ? <IconChevronDown size={16} aria-hidden="true" /> : undefined}
            aria-label={t('userMenu.label', { username: user.username })}
            title={user.username}
          >
            <span className={classes.username}>{user.username}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
            {t('userMenu.profile')}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/settings"
            leftSection={<IconSettings size={16} aria-hidden="true" />}
          >
            {t('userMenu.settings')}
          </Menu.Item>
          {user.staff ? (
            <Menu.Item component={Link} to="/staff" leftSection={<IconInbox size={16} aria-hidden="true" />}>
              Lead inbox
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden="true" />}
            onClick={() => signOut.send({ type: 'OPEN' })}
          >
            {t('userMenu.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AccountModal
        opened={confirming || leaving}
        onClose={() => signOut.send({ type: 'CANCEL' })}
        title={t('userMenu.signOut')}
        size="sm"
      >
        <Stack gap="lg">
          <Text>{t(messages.signOut.confirm)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => signOut.send({ type: 'CANCEL' })} disabled={leaving}>
              {t('userMenu.cancel')}
            </Button>
            <Button color="red.9" onClick={() => signOut.send({ type: 'CONFIRM' })} loading={leaving}>
              {t('userMenu.signOut')}
            </Button>
          </Group>
        </Stack>
      </AccountModal>
    </>
  );
}

export function UserAvatar({ user }: { user: StoredAuthUser }) {
  // The name beside it says who this is, so the picture itself is decorative.
  return <Avatar src={user.profileimg} alt="" size={26} radius="xl" color="brand" />;
}
