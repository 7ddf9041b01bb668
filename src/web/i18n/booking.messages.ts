import messages from '../../shared/i18n/en/booking.json';
import { addMessages } from './translate';

// The 'booking' namespace's texts in the build's language (issue 39): the thank-you dialog's booking, its
// code step, the manage page and the visit's day and window, which load after the page (the thank-you
// dialog, the manage page's route), so these texts stay out of every page's first load. The locale build
// (src/web/build/localeBuild.ts) swaps en/ for the build's language and compiles the file.
addMessages(messages);

export { t } from './translate';
