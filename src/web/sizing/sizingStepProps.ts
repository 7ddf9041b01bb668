import type { GeneratorSizingContext, GeneratorSizingEvent } from '../../../machines/generatorSizing.types';
import type { SizingAnswers } from '../../shared/sizing/sizingAnswers';

/** What every step of the sizing guide renders from and sends to its machine. */
export interface SizingStepProps {
  answers: SizingAnswers;
  errors: GeneratorSizingContext['errors'];
  send: (event: GeneratorSizingEvent) => void;
}

/** A typed number as the machine holds it: an empty or partial entry is NaN, which it reports as missing. */
export function typedNumber(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}
