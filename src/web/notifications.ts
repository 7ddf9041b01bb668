import {
  cleanNotifications,
  cleanNotificationsQueue,
  createNotificationsStore,
  hideNotification,
  type NotificationData,
  type NotificationsStore,
  showNotification,
} from '@mantine/notifications';
import { t } from './i18n/site.messages';

// The four toast containers of SPEC section 9. Each has its own store (Mantine's `limit` and queue
// are per store), shows one toast at a time (a new one replaces the old) and closes on its own timer:
// Mantine pauses auto-close while hovered, and the spec says toasts never pause.

export type ToastContainerId = 'general-toast' | 'toast-notify' | 'notify-success' | 'notify-failure';

export interface ToastContainerConfig {
  autoCloseMs: number;
  position: 'top-left' | 'top-center' | 'top-right';
  closeOnClick: boolean;
  /** Accent colour of the toast's side bar. */
  color: string;
}

export const TOAST_CONTAINERS: Record<ToastContainerId, ToastContainerConfig> = {
  'general-toast': { autoCloseMs: 3000, position: 'top-left', closeOnClick: false, color: 'brand' },
  'toast-notify': { autoCloseMs: 2000, position: 'top-center', closeOnClick: false, color: 'blue' },
  'notify-success': { autoCloseMs: 2000, position: 'top-right', closeOnClick: false, color: 'teal' },
  'notify-failure': { autoCloseMs: 2000, position: 'top-right', closeOnClick: true, color: 'red' },
};

export const TOAST_CONTAINER_IDS = Object.keys(TOAST_CONTAINERS) as ToastContainerId[];

export const toastStores: Record<ToastContainerId, NotificationsStore> = {
  'general-toast': createNotificationsStore(),
  'toast-notify': createNotificationsStore(),
  'notify-success': createNotificationsStore(),
  'notify-failure': createNotificationsStore(),
};

// Every container is dark, whatever the site theme (SPEC section 9).
const darkStyles: NotificationData['styles'] = {
  root: { backgroundColor: '#1e293b', border: '1px solid #334155', color: '#e2e8f0' },
  title: { color: '#f8fafc' },
  description: { color: '#e2e8f0' },
  closeButton: { color: '#cbd5e1' },
};

const closeTimers = new Map<ToastContainerId, ReturnType<typeof setTimeout>>();
let sequence = 0;

/** Empties `container` at once (its closing timer too). */
function clearContainer(container: ToastContainerId): void {
  const store = toastStores[container];
  clearTimeout(closeTimers.get(container));
  cleanNotificationsQueue(store);
  cleanNotifications(store);
}

/**
 * Shows `message` in `container`, replacing whatever that container shows, and whatever another container
 * in the same corner shows (success and failure share the top right): a newer toast is never hidden
 * under an older one. Returns the toast id.
 */
export function toast(container: ToastContainerId, message: string): string {
  const config = TOAST_CONTAINERS[container];
  const store = toastStores[container];
  for (const other of TOAST_CONTAINER_IDS) {
    if (other === container || TOAST_CONTAINERS[other].position === config.position) clearContainer(other);
  }
  sequence += 1;
  const id = `${container}-${sequence}`;
  const hide = () => hideNotification(id, store);
  showNotification(
    {
      id,
      message,
      position: config.position,
      color: config.color,
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: { 'aria-label': t('toast.close') },
      styles: darkStyles,
      ...(config.closeOnClick ? { onClick: hide, style: { cursor: 'pointer' } } : {}),
    },
    store,
  );
  closeTimers.set(container, setTimeout(hide, config.autoCloseMs));
  return id;
}

export function toastSuccess(message: string): string {
  return toast('notify-success', message);
}

export function toastFailure(message: string): string {
  return toast('notify-failure', message);
}
