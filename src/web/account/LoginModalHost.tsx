import { lazy } from 'react';
import { OnceOpened } from '../components/OnceOpened';
import type { LoginModalProps } from './LoginModal';

// The modal's code (and its machines) loads on the first Login click, so public pages never carry it.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

export function LoginModalHost({ opened, onClose }: LoginModalProps) {
  return (
    <OnceOpened opened={opened}>
      <LoginModal opened={opened} onClose={onClose} />
    </OnceOpened>
  );
}
