// What the sizing guide asks (issue 27), in one shape for the page's address, its statechart, the
// request body of POST /sizing/estimate and the stored estimate request: the names are the contract's.

export const FUELS = ['natural-gas', 'propane', 'none'] as const;
export type Fuel = (typeof FUELS)[number];

export const SERVICE_AMPS = [100, 150, 200, 400] as const;
export type ServiceAmps = (typeof SERVICE_AMPS)[number];

export const AC_TONNAGES = [1.5, 2, 2.5, 3, 3.5, 4, 5] as const;
export type AcTonnage = (typeof AC_TONNAGES)[number];

/** Electric heat strips (or an electric furnace) in a unit's air handler; 0 is none. */
export const HEAT_KW = [0, 5, 8, 10, 15, 20] as const;
export type HeatKw = (typeof HEAT_KW)[number];

/** A well pump's horsepower; 0 is no well pump. */
export const WELL_PUMP_HP = [0, 0.5, 0.75, 1, 1.5, 2] as const;
export type WellPumpHp = (typeof WELL_PUMP_HP)[number];

export const COVERAGES = ['essentials', 'whole-home'] as const;
export type Coverage = (typeof COVERAGES)[number];

export const SIZING_LIMITS = {
  squareFeet: { min: 300, max: 10_000 },
  acUnits: { max: 4 },
  refrigerators: { max: 3 },
  freezers: { max: 2 },
  medicalWatts: { min: 0, max: 3_000 },
} as const;

export interface AcUnit {
  tons: AcTonnage;
  heat_kw: HeatKw;
  soft_start: boolean;
}

export interface SizingAnswers {
  square_feet: number;
  fuel: Fuel;
  service_amps: ServiceAmps;
  /** Each central air conditioner or heat pump. */
  ac_units: AcUnit[];
  refrigerators: number;
  freezers: number;
  well_pump_hp: WellPumpHp;
  sump_pump: boolean;
  water_heater: boolean;
  electric_range: boolean;
  dryer: boolean;
  pool_pump: boolean;
  /** Medical equipment that must keep running (oxygen concentrator, CPAP), in watts; 0 is none. */
  medical_watts: number;
  garage_door: boolean;
  lights_and_outlets: boolean;
  ev_charger: boolean;
  coverage: Coverage;
  /** Shedding big loads while another one starts (whole home only). */
  load_management: boolean;
}

/** Where the guide starts: a typical Florida home, with one refrigerator and lights. */
export const DEFAULT_ANSWERS: SizingAnswers = {
  square_feet: 2000,
  fuel: 'natural-gas',
  service_amps: 200,
  ac_units: [],
  refrigerators: 1,
  freezers: 0,
  well_pump_hp: 0,
  sump_pump: false,
  water_heater: false,
  electric_range: false,
  dryer: false,
  pool_pump: false,
  medical_watts: 0,
  garage_door: false,
  lights_and_outlets: true,
  ev_charger: false,
  coverage: 'whole-home',
  load_management: false,
};

export const NEW_AC_UNIT: AcUnit = { tons: 3, heat_kw: 0, soft_start: false };

/** The yes/no questions, in the order the page asks them. */
export const SWITCHED_LOADS = [
  'sump_pump',
  'water_heater',
  'electric_range',
  'dryer',
  'pool_pump',
  'garage_door',
  'lights_and_outlets',
  'ev_charger',
] as const;
export type SwitchedLoad = (typeof SWITCHED_LOADS)[number];
