import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_CONTAINER_IDS, TOAST_CONTAINERS, toastStores } from '../notifications';
import classes from './toasts.module.css';

/** One Mantine `Notifications` per container of SPEC section 9, each on its own store. */
export function ToastContainers() {
  return (
    <>
      {TOAST_CONTAINER_IDS.map((id, index) => (
        <Notifications
          key={id}
          store={toastStores[id]}
          position={TOAST_CONTAINERS[id].position}
          limit={1}
          // Closing is timed in notifications.ts, so that hovering never pauses it.
          autoClose={false}
          containerWidth={380}
          // Later containers draw on top where two share a corner (success and failure).
          zIndex={1000 + index}
          data-toast-container={id}
          className={classes.container}
        />
      ))}
    </>
  );
}
