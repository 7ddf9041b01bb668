import messages from '../../shared/i18n/en/resend.json';
import './leads.messages';
import { addMessages } from './translate';

// The 'resend' namespace: the toasts of the page-side sender of leads saved offline (src/web/offline/
// registerLeadResend.ts, loaded only when the outbox may hold leads), apart from 'leads' so no page's first load
// carries them (issue 39's weight limit). Importing this module loads 'leads' too, so its `t` reads both. The
// locale build (src/web/build/localeBuild.ts) swaps en/ for the build's language and compiles the file.
addMessages(messages);

export { t } from './translate';
