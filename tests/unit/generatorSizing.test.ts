import { describe, expect, it } from 'vitest';
import { sizingRules } from '../../src/content/sizing/sizingRules';
import { sizeGenerator } from '../../src/shared/sizing/generatorSizing';
import { type AcUnit, DEFAULT_ANSWERS, type SizingAnswers } from '../../src/shared/sizing/sizingAnswers';
import { estimateSize } from '../../src/shared/sizing/sizingEstimate';
import { sizingText, written } from '../helpers/sizingWords';

// Worked examples of the sizing guide (issue 27), each computed by hand from the figures in
// src/content/sizing/loadWattages.ts, so that a changed figure or a changed rule shows up here as a changed
// sum. Figures used (running / starting W): refrigerator 700/2,200, freezer 500/1,500, well pump 0.5 HP
// 1,000/2,100 and 1 HP 2,000/4,200, sump 1,050/2,150, water heater 4,500, range 6,000, dryer 5,400/6,750,
// pool pump 2,000/4,000, garage door 875/2,350, EV charger 7,700; central air 2,000 (1.5 t), 2,600 (2 t),
// 3,300 (2.5 t), 4,000 (3 t), 4,600 (3.5 t), 5,300 (4 t), 6,600 (5 t) running, 3 times that to start, 1.5
// times with a soft starter; lights 1 W/sq ft (1,000-5,000), on essentials 0.5 W/sq ft (500-2,500).
// required = max(peak, running / 0.8), / 0.92 on natural gas, in kW rounded up to tenths.

type Changes = Partial<SizingAnswers>;
const answers = (changes: Changes): SizingAnswers => ({ ...DEFAULT_ANSWERS, ...changes });
const unit = (tons: AcUnit['tons'], heat_kw: AcUnit['heat_kw'] = 0, soft_start = false): AcUnit => ({
  tons,
  heat_kw,
  soft_start,
});
/** The estimate with its loads named in English (the rules name them by Messages, issue 39). */
const estimate = (changes: Changes) => written(estimateSize(answers(changes), sizingRules));
const productNames = (changes: Changes) => estimate(changes).products.map((p) => p.name);
/** The figures in one line: `running / starting / peak W, required kW -> recommended kW size class`. */
const figures = (changes: Changes) => {
  const r = estimate(changes);
  return `${r.running_watts} / ${r.starting_watts} / ${r.peak_watts} W, ${r.required_kw} kW -> ${r.recommended_kw} kW ${r.size_class}`;
};

const SP14 = 'Standby SP 14 Propane Generator';
const SP26 = 'Standby SP 26 Propane Generator';
const SD30 = 'Standby SD 30 Diesel Generator';
const SD60 = 'Standby SD 60 Diesel Generator';
const RESIDENTIAL = 'Residential Transfer Switches';
const COMMERCIAL = 'Commercial Transfer Switches';
const TANK = 'Fuel Tanks';

describe('sizeGenerator: worked examples', () => {
  // 1,200 sq ft on propane, essentials only: a 2 t unit (its 5 kW strips not counted), a refrigerator,
  // 300 W of medical equipment and lights; the water heater and the dryer stay off the generator.
  const smallEssentials = answers({
    square_feet: 1200,
    fuel: 'propane',
    service_amps: 100,
    ac_units: [unit(2, 5)],
    medical_watts: 300,
    water_heater: true,
    dryer: true,
    coverage: 'essentials',
  });

  it('sizes a small home on essentials', () => {
    // lights 1,200 x 0.5 = 600; 2,600 + 700 + 300 + 600 = 4,200 running;
    // + (7,800 - 2,600) = 9,400 peak; 4,200 / 0.8 = 5,250 < 9,400; propane: 9.4 kW -> 10 kW -> SP 14.
    const result = written(estimateSize(smallEssentials, sizingRules));
    expect(result).toMatchObject({
      running_watts: 4200,
      starting_watts: 7800,
      peak_watts: 9400,
      required_kw: 9.4,
      recommended_kw: 10,
      size_class: 'home-standby',
      left_out: ['Electric water heater', 'Electric dryer'],
      taking_turns: [],
      needs_site_visit: false,
    });
    expect(result.loads).toEqual([
      { name: 'Central air 1 (2 t)', running_watts: 2600, starting_watts: 7800 },
      { name: 'Refrigerator', running_watts: 700, starting_watts: 2200 },
      { name: 'Medical equipment', running_watts: 300, starting_watts: 300 },
      { name: 'Lights and outlets (1,200 sq ft)', running_watts: 600, starting_watts: 600 },
    ]);
    expect(result.products.map((p) => p.name)).toEqual([SP14, RESIDENTIAL]);
  });

  it('keeps, on essentials, the one unit that needs the most, not the most tons', () => {
    // base: 700 + 1,000 (2,000 x 0.5) = 1,700 running, + 1,500 (refrigerator) extra.
    // 3 t soft: 4,000 / 6,000: 5,700 running + max(2,000, 1,500) = 7,700 peak (5,700 / 0.8 = 7,125).
    // 2.5 t: 3,300 / 9,900: 5,000 running + 6,600 = 11,600 peak -> the 2.5 t one; propane 11.6 kW -> 14 kW.
    const changes: Changes = {
      fuel: 'propane',
      ac_units: [unit(3, 0, true), unit(2.5)],
      coverage: 'essentials',
    };
    expect(figures(changes)).toBe('5000 / 9900 / 11600 W, 11.6 kW -> 14 kW home-standby');
    expect(estimate(changes).loads.map((l) => l.name)).toEqual([
      'Central air 2 (2.5 t)',
      'Refrigerator',
      'Lights and outlets (2,000 sq ft)',
    ]);
    expect(estimate(changes).left_out).toEqual(['Central air 1 (3 t, soft starter)']);
  });

  // 2,400 sq ft on natural gas, whole home: a 3 t and a 2 t unit, a 1 HP well pump, a refrigerator, lights.
  const twoUnits: Changes = { square_feet: 2400, ac_units: [unit(3), unit(2)], well_pump_hp: 1 };

  it('sizes a natural-gas home with two units and a well pump', () => {
    // 4,000 + 2,600 + 700 + 2,000 + 2,400 = 11,700 running; + (12,000 - 4,000) = 19,700 peak;
    // 11,700 / 0.8 = 14,625 < 19,700; / 0.92 = 21,413 W -> 21.5 kW -> 22 kW -> SP 26 (24 kW on gas).
    expect(figures(twoUnits)).toBe('11700 / 12000 / 19700 W, 21.5 kW -> 22 kW home-standby');
    expect(productNames(twoUnits)).toEqual([SP26, RESIDENTIAL]);
    expect(estimate(twoUnits)).toMatchObject({ left_out: [], taking_turns: [], needs_site_visit: false });
  });

  it('sizes the same home with load management', () => {
    // the units take turns: 700 + 2,000 + 2,400 = 5,100 + 4,000 (the larger unit) = 9,100 running;
    // + 8,000 = 17,100 peak; 9,100 / 0.8 = 11,375; / 0.92 = 18,587 W -> 18.6 kW -> 22 kW.
    const changes: Changes = { ...twoUnits, load_management: true };
    expect(figures(changes)).toBe('9100 / 12000 / 17100 W, 18.6 kW -> 22 kW home-standby');
    expect(estimate(changes).taking_turns).toEqual(['Central air 1 (3 t)', 'Central air 2 (2 t)']);
    expect(productNames(changes)).toEqual([SP26, RESIDENTIAL]);
  });

  it('counts heat strips bigger than the compressor at their own watts', () => {
    // 2.5 t: 3,300 / 9,900, 15 kW strips: max(3,300, 15,000) = 15,000 running, max(9,900, 15,000) to start.
    // 15,000 + 700 + 1,800 = 17,500 running; + 1,500 (refrigerator) = 19,000 peak;
    // 17,500 / 0.8 = 21,875 > 19,000 (the continuous load decides); propane 21.9 kW -> 22 kW.
    const changes: Changes = { square_feet: 1800, fuel: 'propane', ac_units: [unit(2.5, 15)] };
    expect(figures(changes)).toBe('17500 / 15000 / 19000 W, 21.9 kW -> 22 kW home-standby');
    expect(estimate(changes).loads[0]).toEqual({
      name: 'Central air 1 (2.5 t, 15 kW heat strips)',
      running_watts: 15000,
      starting_watts: 15000,
    });
  });

  it('counts, with load management, a unit with heat strips both ways it runs', () => {
    // 3 t with 10 kW strips and an EV charger taking turns, plus 700 + 2,000 = 2,700 that always run.
    // heating: 2,700 + 10,000 = 12,700 running, + 2,000 (12,000 - 10,000) = 14,700;
    // cooling while the charger runs: 2,700 + 7,700 + 8,000 (12,000 - 4,000) = 18,400 peak;
    // 12,700 / 0.8 = 15,875; 18,400 / 0.92 = 20,000 W -> 20.0 kW -> 22 kW (the 3 t unit alone: the same).
    const changes: Changes = { ac_units: [unit(3, 10)], ev_charger: true, load_management: true };
    expect(figures(changes)).toBe('12700 / 12000 / 18400 W, 20 kW -> 22 kW home-standby');
    expect(estimate({ ...changes, ac_units: [unit(3)] }).required_kw).toBe(20);
  });

  it('sizes a unit with a soft starter smaller than without', () => {
    // 4 t soft: 5,300 / 7,950. 5,300 + 700 + 2,000 = 8,000 running; + 2,650 = 10,650 peak;
    // 8,000 / 0.8 = 10,000; propane 10.7 kW -> 14 kW. Without: + 10,600 = 18,600 -> 18.6 kW -> 22 kW.
    const soft: Changes = { fuel: 'propane', ac_units: [unit(4, 0, true)] };
    expect(figures(soft)).toBe('8000 / 7950 / 10650 W, 10.7 kW -> 14 kW home-standby');
    expect(estimate(soft).loads[0]?.name).toBe('Central air 1 (4 t, soft starter)');
    expect(figures({ ...soft, ac_units: [unit(4)] })).toBe(
      '8000 / 15900 / 18600 W, 18.6 kW -> 22 kW home-standby',
    );
  });

  // 3,000 sq ft on propane: a 3.5 t unit, two refrigerators, a freezer, a water heater, a garage door.
  const propaneHome: Changes = {
    square_feet: 3000,
    fuel: 'propane',
    ac_units: [unit(3.5)],
    refrigerators: 2,
    freezers: 1,
    water_heater: true,
    garage_door: true,
  };

  it('sizes a propane home', () => {
    // refrigerators: 2 x 700 = 1,400 running, 2,200 + 700 = 2,900 to start (one starts at a time);
    // 4,600 + 1,400 + 500 + 4,500 + 875 + 3,000 = 14,875 running; + 9,200 (13,800 - 4,600) = 24,075 peak;
    // 14,875 / 0.8 = 18,594; 24.1 kW -> 26 kW -> SP 26, no tank (the house has propane).
    expect(figures(propaneHome)).toBe('14875 / 13800 / 24075 W, 24.1 kW -> 26 kW home-standby');
    expect(estimate(propaneHome).loads[1]).toEqual({
      name: 'Refrigerators (2)',
      running_watts: 1400,
      starting_watts: 2900,
    });
    expect(productNames(propaneHome)).toEqual([SP26, RESIDENTIAL]);
  });

  it('suggests a fuel tank for a home without gas', () => {
    // 1,500 sq ft: 3 t, refrigerator, 0.5 HP well pump, sump pump, lights:
    // 4,000 + 700 + 1,000 + 1,050 + 1,500 = 8,250 running; + 8,000 = 16,250 peak; 8,250 / 0.8 = 10,313;
    // no gas is propane from a tank: 16.3 kW -> 18 kW -> SP 26, its switch and a tank.
    const changes: Changes = {
      square_feet: 1500,
      fuel: 'none',
      ac_units: [unit(3)],
      well_pump_hp: 0.5,
      sump_pump: true,
    };
    expect(figures(changes)).toBe('8250 / 12000 / 16250 W, 16.3 kW -> 18 kW home-standby');
    expect(productNames(changes)).toEqual([SP26, RESIDENTIAL, TANK]);
  });

  it('sends a home just past the home standby sizes to a 30 kW diesel and a site visit', () => {
    // the propane home plus a dryer: 14,875 + 5,400 = 20,275 running; + 9,200 = 29,475 peak;
    // 20,275 / 0.8 = 25,344; 29.5 kW > 26 -> 30 kW commercial -> SD 30 (no tank: the diesels carry one).
    const changes: Changes = { ...propaneHome, dryer: true };
    expect(figures(changes)).toBe('20275 / 13800 / 29475 W, 29.5 kW -> 30 kW commercial');
    expect(estimate(changes).needs_site_visit).toBe(true);
    expect(productNames(changes)).toEqual([SD30, COMMERCIAL]);
    expect(productNames({ ...changes, fuel: 'none' })).toEqual([SD30, COMMERCIAL]);
  });

  it('sizes a big natural-gas home at 45 kW and suggests the 60 kW diesel', () => {
    // 3,500 sq ft: 4 t and 3 t, refrigerator, water heater, range, dryer, lights:
    // 5,300 + 4,000 + 700 + 4,500 + 6,000 + 5,400 + 3,500 = 29,400 running; + 10,600 = 40,000 peak;
    // 29,400 / 0.8 = 36,750; / 0.92 = 43,478 W -> 43.5 kW -> 45 kW -> SD 60, the smallest that carries it.
    const changes: Changes = {
      square_feet: 3500,
      ac_units: [unit(4), unit(3)],
      water_heater: true,
      electric_range: true,
      dryer: true,
    };
    expect(figures(changes)).toBe('29400 / 15900 / 40000 W, 43.5 kW -> 45 kW commercial');
    expect(productNames(changes)).toEqual([SD60, COMMERCIAL]);
    expect(estimate(changes).needs_site_visit).toBe(true);
  });

  it('suggests no generator past 60 kW, only the switch and the site visit', () => {
    // 5,000 sq ft: four 5 t units, 2 refrigerators, water heater, range, dryer, pool pump, EV, lights:
    // 4 x 6,600 + 1,400 + 4,500 + 6,000 + 5,400 + 2,000 + 7,700 + 5,000 = 58,400 running;
    // + 13,200 = 71,600 peak; 58,400 / 0.8 = 73,000; / 0.92 = 79,348 W -> 79.4 kW -> 80 kW.
    const changes: Changes = {
      square_feet: 5000,
      ac_units: [unit(5), unit(5), unit(5), unit(5)],
      refrigerators: 2,
      water_heater: true,
      electric_range: true,
      dryer: true,
      pool_pump: true,
      ev_charger: true,
    };
    expect(figures(changes)).toBe('58400 / 19800 / 71600 W, 79.4 kW -> 80 kW commercial');
    expect(productNames(changes)).toEqual([COMMERCIAL]);
    expect(estimate(changes).needs_site_visit).toBe(true);
  });

  // Everything at its largest: four 5 t units with 20 kW strips, every load, 10,000 sq ft, natural gas.
  const everything = answers({
    square_feet: 10_000,
    ac_units: [unit(5, 20), unit(5, 20), unit(5, 20, true), unit(5, 20)],
    refrigerators: 3,
    freezers: 2,
    well_pump_hp: 2,
    sump_pump: true,
    water_heater: true,
    electric_range: true,
    dryer: true,
    pool_pump: true,
    medical_watts: 3000,
    garage_door: true,
    lights_and_outlets: true,
    ev_charger: true,
  });

  it('rounds past the last commercial size to the next 10 kW', () => {
    // 4 x 20,000 + 2,100 + 1,000 + 3,500 + 1,050 + 4,500 + 6,000 + 5,400 + 2,000 + 3,000 + 875 + 5,000
    // + 7,700 = 122,125 running; + 3,700 (the 2 HP well pump: 7,200 - 3,500) = 125,825 peak;
    // 122,125 / 0.8 = 152,656; / 0.92 = 165,931 W -> 166 kW -> past 150 -> 170 kW.
    expect(sizeGenerator(everything, sizingRules.table)).toMatchObject({
      running_watts: 122125,
      starting_watts: 20000,
      peak_watts: 125825,
      required_kw: 166,
      recommended_kw: 170,
      size_class: 'commercial',
    });
  });

  it('names the loads in the order the page asks about them', () => {
    const names = sizeGenerator(everything, sizingRules.table).loads.map((l) => sizingText(l.name));
    expect(names).toEqual([
      'Central air 1 (5 t, 20 kW heat strips)',
      'Central air 2 (5 t, 20 kW heat strips)',
      'Central air 3 (5 t, 20 kW heat strips, soft starter)',
      'Central air 4 (5 t, 20 kW heat strips)',
      'Refrigerators (3)',
      'Freezers (2)',
      'Well pump (2 HP)',
      'Sump pump',
      'Electric water heater',
      'Electric range',
      'Electric dryer',
      'Pool pump',
      'Medical equipment',
      'Garage door opener',
      'Lights and outlets (10,000 sq ft)',
      'EV charger (Level 2)',
    ]);
  });

  it('sizes the guide’s starting answers at the smallest size', () => {
    // a refrigerator and 2,000 W of lights: 2,700 running; + 1,500 = 4,200 peak; 2,700 / 0.8 = 3,375;
    // / 0.92 = 4,565 W -> 4.6 kW -> 10 kW.
    expect(figures({})).toBe('2700 / 2200 / 4200 W, 4.6 kW -> 10 kW home-standby');
  });
});

const everythingForSpanish = answers({
  square_feet: 10000,
  ac_units: [unit(2.5, 10, true), unit(3)],
  refrigerators: 2,
  freezers: 1,
  well_pump_hp: 0.75,
  sump_pump: true,
  medical_watts: 150,
});

describe('the loads named in Spanish (issue 39)', () => {
  it('names every load from the Spanish catalog, its figures written for es-US', () => {
    const names = estimateSize(everythingForSpanish, sizingRules).loads.map((l) => sizingText(l.name, 'es'));
    expect(names).toEqual([
      'Aire central 1 (2.5\u00a0t, calefacción eléctrica de 10\u00a0kW, arrancador suave)',
      'Aire central 2 (3\u00a0t)',
      'Refrigeradores (2)',
      'Congelador',
      'Bomba de pozo (0.75 HP)',
      'Bomba de sumidero',
      'Equipo médico',
      'Luces y tomacorrientes (10,000\u00a0pies²)',
    ]);
  });

  it('says what an essentials plan leaves off in Spanish', () => {
    const plan = estimateSize({ ...everythingForSpanish, coverage: 'essentials', dryer: true }, sizingRules);
    expect(written(plan, 'es').left_out).toEqual([
      'Aire central 1 (2.5\u00a0t, calefacción eléctrica de 10\u00a0kW, arrancador suave)',
      'Secadora eléctrica',
    ]);
  });
});
