import messages from '../../shared/i18n/en/home.json';
import { addMessages } from './translate';

// The 'home' namespace: the home page's own texts, apart from 'pages' (issue 39's weight limit: the home's first
// load carries these few, not every marketing page's). The locale build (src/web/build/localeBuild.ts) swaps en/
// for the build's language and compiles the file. Views import `t` from here, so the texts they show are loaded
// with them (and only with them).
addMessages(messages);

export { t } from './translate';
