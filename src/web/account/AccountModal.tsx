import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../i18n/account.messages';

// Mantine draws a modal's title bar as <header>, which outside a sectioning element is a second
// "banner" landmark next to the site header (axe: landmark-no-duplicate-banner). A plain div instead.
const headerAsDiv = { component: 'div' } as Record<string, unknown>;

export interface AccountModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}

/** The account flows' dialogs: centred, above the navigation drawer, with a named close button. */
export function AccountModal({ opened, onClose, title, size = 'md', children }: AccountModalProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered zIndex={400} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...headerAsDiv}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('account.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
