import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { getInspect } from '../inspector';
import { AccountModal } from './AccountModal';
import { browserForgotPassword } from './accountLogic';
import { ForgotPasswordForm } from './ForgotPasswordForm';

// /register's forgot-password modal. The flow lives inside the modal's content, so each opening starts
// afresh; its last effect is closing the modal.
function ForgotPasswordContent({ onClose }: { onClose: () => void }) {
  const [logic] = useState(() => browserForgotPassword(onClose));
  const actor = useActorRef(logic, { inspect: getInspect() });
  return <ForgotPasswordForm actor={actor} />;
}

export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AccountModal opened={opened} onClose={onClose} title="Password Recovery">
      <ForgotPasswordContent onClose={onClose} />
    </AccountModal>
  );
}
