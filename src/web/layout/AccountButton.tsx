import { Avatar, Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { readSignedInUser } from '../session';

// Signed in: the user's name, linking to the profile. Guest: a Login button. Until the sign-in modal
// lands it leads to /register, the page that signs up and (by its toggle) signs in.
export function AccountButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const user = readSignedInUser();
  if (user) {
    return (
      <Button
        component={Link}
        to="/profile"
        variant="subtle"
        color="gray"
        fullWidth={fullWidth}
        leftSection={<Avatar src={user.profileimg} alt="" size={26} radius="xl" color="brand" />}
      >
        {user.username}
      </Button>
    );
  }
  return (
    <Button component={Link} to="/register" leftSection={<IconLogin2 size={18} />} fullWidth={fullWidth}>
      Login
    </Button>
  );
}
