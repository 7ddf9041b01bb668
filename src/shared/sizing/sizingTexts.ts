import { msg } from '../i18n/message';
import { SIZING_LIMITS } from './sizingAnswers';

// What the sizing guide says to the visitor about its two typed answers (the rest are choices), as Messages
// of the 'sizing' catalog (issue 39).

const { squareFeet, medicalWatts } = SIZING_LIMITS;

export const sizingTexts = {
  squareFeet: msg('sizingCheck.squareFeet', { min: squareFeet.min, max: squareFeet.max }),
  medicalWatts: msg('sizingCheck.medicalWatts', { min: medicalWatts.min, max: medicalWatts.max }),
  addedToInquiry: (name: string) => msg('sizing.addedToInquiry', { name }),
} as const;
