import { Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { preloadLoginModal } from '../account/LoginModalHost';
import { UserMenuHost } from '../account/UserMenuHost';
import { useSignedInUser } from '../hooks/useSignedInUser';
import { t } from '../i18n/site.messages';

// Signed in: the user menu (profile image and username; Profile, Settings, Sign Out). Guest: the Login
// button, which opens the sign-in modal (`onLogin`).
export function AccountButton({
  onLogin,
  fullWidth = false,
  className,
  labelClassName,
  title,
}: {
  onLogin: () => void;
  fullWidth?: boolean;
  className?: string;
  /** For the label's own span, e.g. to show the icon alone on a crowded bar (the name stays for readers). */
  labelClassName?: string;
  title?: string;
}) {
  const user = useSignedInUser();
  if (user) return <UserMenuHost user={user} fullWidth={fullWidth} />;
  return (
    <Button
      onClick={onLogin}
      onPointerDown={preloadLoginModal}
      onFocus={preloadLoginModal}
      leftSection={<IconLogin2 size={18} aria-hidden="true" />}
      fullWidth={fullWidth}
      className={className}
      title={title}
      aria-haspopup="dialog"
    >
      <span className={labelClassName}>{t('header.login')}</span>
    </Button>
  );
}
