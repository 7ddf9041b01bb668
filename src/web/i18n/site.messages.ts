import messages from '../../shared/i18n/en/site.json';
import { addMessages } from './translate';

// The 'site' namespace's texts in the build's language: the locale build (src/web/build/localeBuild.ts) swaps
// en/ for the build's language and compiles the file. Views import `t` from here, so the texts they show are
// loaded with them (and only with them).
addMessages(messages);

export { t } from './translate';
