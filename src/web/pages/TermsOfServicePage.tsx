import { termsOfService } from '../../content/termsOfService';
import { LegalDocumentView } from '../components/LegalDocumentView';

export function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
