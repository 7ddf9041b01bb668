import { lazyWithPreload } from '../components/lazyWithPreload';
import { OnceOpened } from '../components/OnceOpened';
import { usePreloadWhenIdle } from '../idlePreload';
import type { LoginModalProps } from './LoginModal';

// The modal's code (and its machines) is not in the public pages' first load: it is fetched when the
// browser is idle after the page is live, or when the visitor reaches for Login, whichever comes first.
const LoginModal = lazyWithPreload(() => import('./LoginModal').then((m) => m.LoginModal));

export const preloadLoginModal = LoginModal.preload;

export function LoginModalHost({ opened, onClose }: LoginModalProps) {
  usePreloadWhenIdle(LoginModal.preload);
  return (
    <OnceOpened opened={opened}>
      <LoginModal opened={opened} onClose={onClose} />
    </OnceOpened>
  );
}
