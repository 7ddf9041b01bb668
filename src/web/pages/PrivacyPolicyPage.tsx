import { privacyPolicy } from '../../content/privacyPolicy';
import { LegalDocumentView } from '../components/LegalDocumentView';

export function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
