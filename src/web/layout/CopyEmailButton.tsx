import { ActionIcon } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { t } from '../i18n/site.messages';
import { toast } from '../notifications';
import { copyText } from './clipboard';
import classes from './layout.module.css';

const COPIED_FEEDBACK_MS = 2000;

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
    toast('toast-notify', ok ? t('copyEmail.copied') : t('copyEmail.failed', { email }));
  };

  return (
    // The browser's own tooltip (title): a styled one would bring a positioning library into every page.
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={copy}
      aria-label={t('copyEmail.label')}
      title={copied ? t('copyEmail.done') : t('copyEmail.label')}
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
