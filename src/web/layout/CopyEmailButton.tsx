import { ActionIcon } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../notifications';
import { copyText } from './clipboard';
import classes from './layout.module.css';

const COPIED_FEEDBACK_MS = 2000;

export const copiedMessage = 'E-mail address copied to the clipboard';
export const copyFailedMessage = (email: string) => `Could not copy. Our e-mail address is ${email}`;

/** The footer's Copy action for the contact e-mail: clipboard plus a toast either way. */
export function CopyEmailButton({ email }: { email: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const ok = await copyText(email);
    setCopied(ok);
    toast('toast-notify', ok ? copiedMessage : copyFailedMessage(email));
  };

  return (
    // The browser's own tooltip (title): a styled one would bring a positioning library into every page.
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={copy}
      aria-label="Copy e-mail address"
      title={copied ? 'Copied' : 'Copy e-mail address'}
      data-copied={copied || undefined}
    >
      {copied ? (
        <IconCheck size={18} className={classes.icon} />
      ) : (
        <IconCopy size={18} className={classes.icon} />
      )}
    </ActionIcon>
  );
}
