import { type Message, msg } from '../i18n/message';
import type { AcUnit, SizingAnswers } from './sizingAnswers';
import type { WattageTable, Watts } from './wattageTable';

// The sizing rule (issue 27), pure: the page runs it in the browser as the visitor answers, and the server
// runs the same code for POST /sizing/estimate and for an estimate request that carries the answers.
//
// The method of the makers' worksheets: add up the running watts of everything that runs at once, then
// add the largest extra a motor needs while it starts (its starting minus its running watts): that peak
// must be within the generator's rating, and the running load within 80 % of it. The result is the next
// standard size up.

export interface SizedLoad {
  /** Its name (issue 39: a Message, written in the page's or the request's language). */
  name: Message;
  running_watts: number;
  starting_watts: number;
}

interface CountedLoad extends SizedLoad {
  /** Which answer it comes from (`ac-2`, `dryer`), to tell what a plan left out. */
  key: string;
  /** Shed by load management while another load starts (the big ones). */
  managed: boolean;
}

export type SizeClass = 'home-standby' | 'commercial';

export interface SizingResult {
  /** Everything counted running at once (with load management: the rest plus the largest big load). */
  running_watts: number;
  /** The largest single starting surge. */
  starting_watts: number;
  /** The running watts plus the largest extra while a motor starts: what the generator must carry. */
  peak_watts: number;
  /** The rating needed, in kW, before rounding up to a standard size (natural gas allowed for). */
  required_kw: number;
  recommended_kw: number;
  size_class: SizeClass;
  /** The loads counted, in the order asked. */
  loads: SizedLoad[];
  /** The loads the visitor listed that an essentials-only plan leaves off the generator. */
  left_out: Message[];
  /** With load management: the big loads that take turns. */
  taking_turns: Message[];
}

const load = (key: string, name: Message, watts: Watts, managed = false): CountedLoad => ({
  key,
  name,
  running_watts: watts.running,
  starting_watts: watts.starting,
  managed,
});

/** "Central air 1 (2.5 t, 15 kW heat strips, soft starter)": the heat strips only where they count. */
function acName(unit: AcUnit, n: number, withHeat: boolean): Message {
  return msg('sizingLoad.centralAir', {
    n,
    tons: unit.tons,
    heat: withHeat ? unit.heat_kw : 0,
    soft: unit.soft_start ? 'yes' : 'no',
  });
}

/** A unit cools or heats, never both: it counts the larger of its compressor and its heat strips. */
function acLoad(unit: AcUnit, n: number, table: WattageTable, withHeat: boolean): CountedLoad {
  const { runningByTons, startingFactor, softStartFactor } = table.centralAir;
  const running = runningByTons[`${unit.tons}`];
  const starting = Math.round(running * (unit.soft_start ? softStartFactor : startingFactor));
  const heat = withHeat ? unit.heat_kw * 1000 : 0;
  return load(
    `ac-${n}`,
    acName(unit, n, withHeat),
    { running: Math.max(running, heat), starting: Math.max(starting, heat) },
    true,
  );
}

function lightsWatts(answers: SizingAnswers, table: WattageTable): number {
  const rule = table.lightsAndOutlets[answers.coverage === 'essentials' ? 'essentials' : 'wholeHome'];
  return Math.min(rule.max, Math.max(rule.min, Math.round(answers.square_feet * rule.wattsPerSquareFoot)));
}

/** The loads an essentials panel always carries (everything but the air conditioners and the big loads). */
function essentialLoads(answers: SizingAnswers, table: WattageTable): CountedLoad[] {
  const loads: CountedLoad[] = [];
  const times = (watts: Watts, count: number): Watts => ({
    running: watts.running * count,
    starting: watts.starting + watts.running * (count - 1),
  });
  if (answers.refrigerators > 0) {
    loads.push(
      load(
        'refrigerators',
        msg('sizingLoad.refrigerators', { count: answers.refrigerators }),
        times(table.refrigerator, answers.refrigerators),
      ),
    );
  }
  if (answers.freezers > 0) {
    const name = msg('sizingLoad.freezers', { count: answers.freezers });
    loads.push(load('freezers', name, times(table.freezer, answers.freezers)));
  }
  const hp = answers.well_pump_hp;
  if (hp !== 0) loads.push(load('well-pump', msg('sizingLoad.wellPump', { hp }), table.wellPump[`${hp}`]));
  if (answers.sump_pump) loads.push(load('sump-pump', msg('sizingLoad.sumpPump'), table.sumpPump));
  if (answers.medical_watts > 0) {
    const watts = answers.medical_watts;
    loads.push(load('medical', msg('sizingLoad.medical'), { running: watts, starting: watts }));
  }
  if (answers.garage_door) loads.push(load('garage-door', msg('sizingLoad.garageDoor'), table.garageDoor));
  if (answers.lights_and_outlets) {
    const watts = lightsWatts(answers, table);
    const name = msg('sizingLoad.lights', { area: answers.square_feet });
    loads.push(load('lights', name, { running: watts, starting: watts }));
  }
  return loads;
}

/** The big loads, each of which load management can shed. */
function bigLoads(answers: SizingAnswers, table: WattageTable): CountedLoad[] {
  const loads = answers.ac_units.map((unit, i) => acLoad(unit, i + 1, table, true));
  const big = (key: string, id: Message['id'], watts: Watts) => loads.push(load(key, msg(id), watts, true));
  if (answers.water_heater) big('water-heater', 'sizingLoad.waterHeater', table.waterHeater);
  if (answers.electric_range) big('range', 'sizingLoad.electricRange', table.electricRange);
  if (answers.dryer) big('dryer', 'sizingLoad.dryer', table.dryer);
  if (answers.pool_pump) big('pool-pump', 'sizingLoad.poolPump', table.poolPump);
  if (answers.ev_charger) big('ev-charger', 'sizingLoad.evCharger', table.evCharger);
  return loads;
}

/** The order the page asks about them, which the loads table keeps. */
const ASKED_ORDER = [
  'ac',
  'refrigerators',
  'freezers',
  'well-pump',
  'sump-pump',
  'water-heater',
  'range',
  'dryer',
  'pool-pump',
  'medical',
  'garage-door',
  'lights',
  'ev-charger',
];
const askedAt = (l: CountedLoad) => ASKED_ORDER.indexOf(l.key.replace(/-\d+$/, ''));
const inAskedOrder = (loads: CountedLoad[]) => [...loads].sort((a, b) => askedAt(a) - askedAt(b));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const largest = (values: number[]) => values.reduce((top, value) => Math.max(top, value), 0);

interface Demand {
  running: number;
  starting: number;
  peak: number;
  required: number;
}

function demandOf(loads: CountedLoad[], table: WattageTable, managed: boolean): Demand {
  const running = managed
    ? sum(loads.filter((l) => !l.managed).map((l) => l.running_watts)) +
      largest(loads.filter((l) => l.managed).map((l) => l.running_watts))
    : sum(loads.map((l) => l.running_watts));
  const peak = running + largest(loads.map((l) => l.starting_watts - l.running_watts));
  return {
    running,
    starting: largest(loads.map((l) => l.starting_watts)),
    peak,
    required: Math.max(peak, running / table.continuousLoadShare),
  };
}

/**
 * With load management, a unit whose heat strips draw more than its compressor is counted both ways it runs:
 * heating it may be the big load that runs, cooling its compressor may start while another big load runs.
 * As one load (the larger running and the larger starting watts) more heat strips could lower the size.
 */
function managedDemand(loads: CountedLoad[], answers: SizingAnswers, table: WattageTable): Demand {
  const demand = demandOf(loads, table, true);
  const peaks = answers.ac_units.map((unit, i) => {
    const cooling = acLoad(unit, i + 1, table, false);
    return demandOf(
      loads.map((l) => (l.key === cooling.key ? cooling : l)),
      table,
      true,
    ).peak;
  });
  const peak = Math.max(demand.peak, ...peaks);
  return { ...demand, peak, required: Math.max(peak, demand.running / table.continuousLoadShare) };
}

/** Essentials: the one air conditioner (cooling only) that needs the most, of those listed. */
function essentialsPlan(answers: SizingAnswers, table: WattageTable): CountedLoad[] {
  const base = essentialLoads(answers, table);
  let best = base;
  for (const [i, unit] of answers.ac_units.entries()) {
    const withUnit = [...base, acLoad(unit, i + 1, table, false)];
    if (demandOf(withUnit, table, false).required > demandOf(best, table, false).required) best = withUnit;
  }
  return best;
}

function recommendedSize(requiredKw: number, table: WattageTable): { kw: number; sizeClass: SizeClass } {
  const home = table.homeStandbyKw.find((kw) => kw >= requiredKw);
  if (home !== undefined) return { kw: home, sizeClass: 'home-standby' };
  const commercial = table.commercialKw.find((kw) => kw >= requiredKw) ?? Math.ceil(requiredKw / 10) * 10;
  return { kw: commercial, sizeClass: 'commercial' };
}

/** The size of generator `answers` need, with the loads it counted and why. */
export function sizeGenerator(answers: SizingAnswers, table: WattageTable): SizingResult {
  const essentials = answers.coverage === 'essentials';
  const all = inAskedOrder([...essentialLoads(answers, table), ...bigLoads(answers, table)]);
  const counted = essentials ? inAskedOrder(essentialsPlan(answers, table)) : all;
  const managed = !essentials && answers.load_management;
  const demand = managed ? managedDemand(counted, answers, table) : demandOf(counted, table, false);
  const output = answers.fuel === 'natural-gas' ? table.naturalGasOutput : 1;
  // Tenths of a kW, rounded up, so that a size is never recommended below what was needed.
  const requiredKw = Math.ceil(demand.required / output / 100) / 10;
  const { kw, sizeClass } = recommendedSize(requiredKw, table);
  const countedKeys = new Set(counted.map((l) => l.key));
  return {
    running_watts: demand.running,
    starting_watts: demand.starting,
    peak_watts: demand.peak,
    required_kw: requiredKw,
    recommended_kw: kw,
    size_class: sizeClass,
    loads: counted.map(({ name, running_watts, starting_watts }) => ({
      name,
      running_watts,
      starting_watts,
    })),
    left_out: all.filter((l) => !countedKeys.has(l.key)).map((l) => l.name),
    taking_turns: managed ? counted.filter((l) => l.managed).map((l) => l.name) : [],
  };
}
