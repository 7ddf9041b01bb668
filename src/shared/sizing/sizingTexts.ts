import { SIZING_LIMITS } from './sizingAnswers';

// What the sizing guide says to the visitor about its two typed answers (the rest are choices).

const { squareFeet, medicalWatts } = SIZING_LIMITS;
const n = (value: number) => value.toLocaleString('en-US');

export const sizingTexts = {
  squareFeet: `Enter your home's size in square feet, from ${n(squareFeet.min)} to ${n(squareFeet.max)}.`,
  medicalWatts: `Enter the medical equipment's watts, from ${n(medicalWatts.min)} to ${n(medicalWatts.max)} (0 for none).`,
  addedToInquiry: (name: string) => `${name} is on your Inquiry List with this sizing.`,
} as const;
