import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './leads.module.css';

export interface LeadDrawerProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's accessible name, e.g. 'Close the estimate form'. */
  closeLabel: string;
  size: 'md' | 'lg';
  children: ReactNode;
}

/** The right-hand drawer the lead widgets open (the estimate form and the inquiry list). */
export function LeadDrawer({ id, opened, onClose, title, closeLabel, size, children }: LeadDrawerProps) {
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={title}
      classNames={{ title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
