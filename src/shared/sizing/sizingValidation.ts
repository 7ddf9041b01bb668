import { type Message, msg } from '../i18n/message';
import {
  AC_TONNAGES,
  COVERAGES,
  FUELS,
  HEAT_KW,
  SERVICE_AMPS,
  SIZING_LIMITS,
  type SizingAnswers,
  SWITCHED_LOADS,
  WELL_PUMP_HP,
} from './sizingAnswers';

// The one check of a set of sizing answers, for the server (a 400 naming the field) and the page's address
// (a hand-edited or truncated link falls back to the guide's own start). Field names are the contract's.
// The messages (issue 39) carry the field as their `field` value, so the server can name it from the
// request body's root, and their limits as numbers, which the server writes for the request's language.

export interface SizingProblem {
  /** The field, as a path into the request body (`ac_units.1.tons`). */
  field: string;
  message: Message;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = (allowed: readonly (string | number)[]) => allowed.map(String).join(', ');

function wholeNumber(value: unknown, field: string, min: number, max: number): SizingProblem | null {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return null;
  return { field, message: msg('sizingCheck.wholeNumber', { field, min, max }) };
}

function choice(value: unknown, field: string, allowed: readonly (string | number)[]): SizingProblem | null {
  return (allowed as readonly unknown[]).includes(value)
    ? null
    : { field, message: msg('sizingCheck.oneOf', { field, allowed: oneOf(allowed) }) };
}

function yesNo(value: unknown, field: string): SizingProblem | null {
  return typeof value === 'boolean' ? null : { field, message: msg('sizingCheck.yesNo', { field }) };
}

function acUnitProblem(unit: unknown, i: number): SizingProblem | null {
  const at = `ac_units.${i}`;
  if (!isRecord(unit)) return { field: at, message: msg('sizingCheck.unitObject', { field: at }) };
  return (
    choice(unit.tons, `${at}.tons`, AC_TONNAGES) ??
    choice(unit.heat_kw, `${at}.heat_kw`, HEAT_KW) ??
    yesNo(unit.soft_start, `${at}.soft_start`)
  );
}

function acUnitsProblem(value: unknown): SizingProblem | null {
  const { max } = SIZING_LIMITS.acUnits;
  if (!Array.isArray(value) || value.length > max) {
    return { field: 'ac_units', message: msg('sizingCheck.unitList', { field: 'ac_units', max }) };
  }
  for (const [i, unit] of value.entries()) {
    const problem = acUnitProblem(unit, i);
    if (problem) return problem;
  }
  return null;
}

/** The first thing wrong with `value` as sizing answers, or null when they can be sized. */
export function sizingProblem(value: unknown): SizingProblem | null {
  if (!isRecord(value)) return { field: 'sizing', message: msg('sizingCheck.notObject') };
  const { squareFeet, refrigerators, freezers, medicalWatts } = SIZING_LIMITS;
  const checks = [
    () => wholeNumber(value.square_feet, 'square_feet', squareFeet.min, squareFeet.max),
    () => choice(value.fuel, 'fuel', FUELS),
    () => choice(value.service_amps, 'service_amps', SERVICE_AMPS),
    () => acUnitsProblem(value.ac_units),
    () => wholeNumber(value.refrigerators, 'refrigerators', 0, refrigerators.max),
    () => wholeNumber(value.freezers, 'freezers', 0, freezers.max),
    () => choice(value.well_pump_hp, 'well_pump_hp', WELL_PUMP_HP),
    ...SWITCHED_LOADS.map((field) => () => yesNo(value[field], field)),
    () => wholeNumber(value.medical_watts, 'medical_watts', medicalWatts.min, medicalWatts.max),
    () => choice(value.coverage, 'coverage', COVERAGES),
    () => yesNo(value.load_management, 'load_management'),
  ];
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/** `value` as sizing answers, keeping only the known fields, or null when something is wrong with it. */
export function toSizingAnswers(value: unknown): SizingAnswers | null {
  if (sizingProblem(value) !== null || !isRecord(value)) return null;
  // Every field was checked above; copying them by name drops anything else the object carried.
  const answers = value as unknown as SizingAnswers;
  return {
    square_feet: answers.square_feet,
    fuel: answers.fuel,
    service_amps: answers.service_amps,
    ac_units: answers.ac_units.map(({ tons, heat_kw, soft_start }) => ({ tons, heat_kw, soft_start })),
    refrigerators: answers.refrigerators,
    freezers: answers.freezers,
    well_pump_hp: answers.well_pump_hp,
    sump_pump: answers.sump_pump,
    water_heater: answers.water_heater,
    electric_range: answers.electric_range,
    dryer: answers.dryer,
    pool_pump: answers.pool_pump,
    medical_watts: answers.medical_watts,
    garage_door: answers.garage_door,
    lights_and_outlets: answers.lights_and_outlets,
    ev_charger: answers.ev_charger,
    coverage: answers.coverage,
    load_management: answers.load_management,
  };
}
