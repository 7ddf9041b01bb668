import {
  AC_TONNAGES,
  type AcUnit,
  COVERAGES,
  FUELS,
  HEAT_KW,
  SERVICE_AMPS,
  SIZING_LIMITS,
  type SizingAnswers,
  SWITCHED_LOADS,
  WELL_PUMP_HP,
} from '../../src/shared/sizing/sizingAnswers';
import type { Random } from '../fuzz/random';

// Random valid sizing answers (issue 27) for the property and round-trip tests: every field anywhere in its
// range, with the edges (no units, the most units, the limits of the numbers) picked often enough to matter.

export function randomAcUnit(random: Random): AcUnit {
  return {
    tons: random.pick(AC_TONNAGES),
    heat_kw: random.chance(0.4) ? 0 : random.pick(HEAT_KW),
    soft_start: random.chance(0.3),
  };
}

/** A whole number in [min, max], the ends a fifth of the time each way. */
function edgy(random: Random, min: number, max: number): number {
  return random.weighted([
    [1, min],
    [1, max],
    [8, random.int(min, max)],
  ]);
}

export function randomAnswers(random: Random): SizingAnswers {
  const { squareFeet, acUnits, refrigerators, freezers, medicalWatts } = SIZING_LIMITS;
  const units = random.int(0, acUnits.max);
  return {
    square_feet: edgy(random, squareFeet.min, squareFeet.max),
    fuel: random.pick(FUELS),
    service_amps: random.pick(SERVICE_AMPS),
    ac_units: Array.from({ length: units }, () => randomAcUnit(random)),
    refrigerators: random.int(0, refrigerators.max),
    freezers: random.int(0, freezers.max),
    well_pump_hp: random.pick(WELL_PUMP_HP),
    ...Object.fromEntries(SWITCHED_LOADS.map((load) => [load, random.chance(0.5)])),
    medical_watts: random.chance(0.6) ? 0 : edgy(random, medicalWatts.min, medicalWatts.max),
    coverage: random.pick(COVERAGES),
    load_management: random.chance(0.5),
    // Every switched load is set by the spread above; TypeScript cannot see keys made by fromEntries.
  } as SizingAnswers;
}
