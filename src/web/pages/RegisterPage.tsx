import { RegisterView } from '../account/RegisterView';

export function RegisterPage() {
  return <RegisterView />;
}
