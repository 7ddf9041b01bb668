import { lazy, Suspense, useState } from 'react';
import type { LoginModalProps } from './LoginModal';

// The modal's code (and its machines) loads on the first Login click, so public pages never carry it.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));

export function LoginModalHost({ opened, onClose }: LoginModalProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
