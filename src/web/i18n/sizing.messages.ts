import messages from '../../shared/i18n/en/sizing.json';
import { addMessages } from './translate';

// The 'sizing' namespace's texts in the build's language: the locale build (src/web/build/localeBuild.ts) swaps
// en/ for the build's language and compiles the file. The sizing guide's views import `t` from here, so its
// texts are loaded with the guide (and only with it).
addMessages(messages);

export { t } from './translate';
