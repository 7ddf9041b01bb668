import { EmailVerificationView } from '../account/EmailVerificationView';

export function EmailVerificationPage() {
  return <EmailVerificationView />;
}
