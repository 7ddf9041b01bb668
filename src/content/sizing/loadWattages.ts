import type { WattageTable } from '../../shared/sizing/wattageTable';

// The figures the sizing guide (/generator-sizing, issue 27) computes with. TO BE REVIEWED BY THE COMPANY:
// `reviewed` stays false until a licensed electrician on staff has checked every figure against the units
// the company installs; the page says the result is an estimate either way and the site visit confirms it.
//
// Where the figures come from (typical values, not measurements of any one appliance):
// - Appliance running and starting watts: the wattage worksheets published by generator makers for
//   homeowners (Honda's and Generac's wattage guides, Kohler's and GE's sizing calculators) agree within
//   about 10 % on these typical appliances; where they differ the higher figure is used.
// - Central air: about 1.3 kW running per ton of cooling (a 3-ton unit at about 4 kW), and about 3 times its
//   running watts to start (the dealer rule quoted by the sizing worksheets); a soft starter cuts the start
//   to about 1.5 times (hard-start/soft-start kit makers claim a 50-70 % cut in inrush; 50 % is used).
// - Electric heat strips and water heaters are resistive: they start at their running watts.
// - Lights and outlets: about 1 W per square foot for the whole home's general circuits in use at once
//   (far below the 3 VA per square foot the electrical code counts for the service), half that on the few
//   circuits of an essentials panel.
// - Continuous load: a generator is sized so that the running load is at most 80 % of its rating.
// - Natural gas: an air-cooled home standby unit gives about 8 % less on natural gas than on propane
//   (the catalogue's SP 14 and SP 26 give 13 and 24 kW on natural gas).

export const loadWattages: WattageTable = {
  reviewed: false,
  refrigerator: { running: 700, starting: 2200 },
  freezer: { running: 500, starting: 1500 },
  wellPump: {
    '0.5': { running: 1000, starting: 2100 },
    '0.75': { running: 1500, starting: 3200 },
    '1': { running: 2000, starting: 4200 },
    '1.5': { running: 2800, starting: 5800 },
    '2': { running: 3500, starting: 7200 },
  },
  sumpPump: { running: 1050, starting: 2150 },
  waterHeater: { running: 4500, starting: 4500 },
  electricRange: { running: 6000, starting: 6000 },
  dryer: { running: 5400, starting: 6750 },
  poolPump: { running: 2000, starting: 4000 },
  garageDoor: { running: 875, starting: 2350 },
  evCharger: { running: 7700, starting: 7700 },
  centralAir: {
    runningByTons: { '1.5': 2000, '2': 2600, '2.5': 3300, '3': 4000, '3.5': 4600, '4': 5300, '5': 6600 },
    startingFactor: 3,
    softStartFactor: 1.5,
  },
  lightsAndOutlets: {
    wholeHome: { wattsPerSquareFoot: 1, min: 1000, max: 5000 },
    essentials: { wattsPerSquareFoot: 0.5, min: 500, max: 2500 },
  },
  continuousLoadShare: 0.8,
  naturalGasOutput: 0.92,
  homeStandbyKw: [10, 14, 18, 22, 26],
  commercialKw: [30, 38, 45, 60, 80, 100, 150],
};
