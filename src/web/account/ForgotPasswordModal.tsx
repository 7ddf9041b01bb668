import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { AccountModal } from './AccountModal';
import { ForgotPasswordForm } from './ForgotPasswordForm';

// /register's forgot-password modal. The flow lives inside the modal's content, so each opening starts
// afresh; its last effect is closing the modal.
function ForgotPasswordContent({ onClose }: { onClose: () => void }) {
  const actor = useFlow(forgotPasswordMachine, { effects: { closeModal: onClose } });
  return <ForgotPasswordForm actor={actor} />;
}

export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AccountModal opened={opened} onClose={onClose} title={t('account.recoveryTitle')}>
      <ForgotPasswordContent onClose={onClose} />
    </AccountModal>
  );
}
