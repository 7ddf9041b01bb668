import { ResetPasswordView } from '../account/ResetPasswordView';

export function ResetPasswordPage() {
  return <ResetPasswordView />;
}
