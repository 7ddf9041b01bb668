import type { AcTonnage, WellPumpHp } from './sizingAnswers';

// The shape of the sizing guide's figures. The figures themselves, with their sources, are content
// (src/content/sizing/loadWattages.ts): the rule set here is pure and takes them as an argument.

export interface Watts {
  running: number;
  starting: number;
}

interface LightsRule {
  wattsPerSquareFoot: number;
  min: number;
  max: number;
}

export interface WattageTable {
  /** Whether the company has checked the figures (the page says it is an estimate either way). */
  reviewed: boolean;
  refrigerator: Watts;
  freezer: Watts;
  wellPump: Record<`${Exclude<WellPumpHp, 0>}`, Watts>;
  sumpPump: Watts;
  waterHeater: Watts;
  electricRange: Watts;
  dryer: Watts;
  poolPump: Watts;
  garageDoor: Watts;
  evCharger: Watts;
  centralAir: {
    runningByTons: Record<`${AcTonnage}`, number>;
    /** Starting watts as a multiple of running watts, without and with a soft starter. */
    startingFactor: number;
    softStartFactor: number;
  };
  lightsAndOutlets: { wholeHome: LightsRule; essentials: LightsRule };
  /** The share of its rating a generator may carry continuously. */
  continuousLoadShare: number;
  /** What a unit gives on natural gas, as a share of its (propane) rating. */
  naturalGasOutput: number;
  /** The standard home-standby sizes, smallest first; past the last one the sizes are commercial. */
  homeStandbyKw: readonly number[];
  commercialKw: readonly number[];
}
