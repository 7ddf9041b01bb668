// What a product's own page adds to its card (issue 12): a specification table and what it suits. Keyed by
// the catalogue item's id; tests/unit/catalogueContent.test.ts checks that every item has exactly one entry.

export type SpecRow = readonly [label: string, value: string];

export interface ProductDetail {
  /** Who and what the product is for, in a sentence or two. */
  suits: string;
  specs: readonly SpecRow[];
}

export const productDetails: Readonly<Record<string, ProductDetail>> = {
  'portable-dx6500': {
    suits:
      'Farms, hunting camps and rural homes far from a fuel station that need a frugal, long-running unit.',
    specs: [
      ['Running power', '6,500 W'],
      ['Fuel', 'Diesel, 4-gallon tank'],
      ['Runtime at half load', 'About 14 hours'],
      ['Start', 'Electric and recoil'],
      ['Outlets', '120 V duplex, 120/240 V 30 A twist-lock'],
    ],
  },
  'portable-dx10000': {
    suits:
      'Homes with a generator inlet and transfer switch that want to run most circuits through an outage.',
    specs: [
      ['Running power', '10,000 W'],
      ['Fuel', 'Diesel, 7-gallon tank'],
      ['Runtime at half load', 'About 12 hours'],
      ['Start', 'Electric with remote fob'],
      ['Outlets', '120 V duplex, 120/240 V 50 A twist-lock'],
      ['Extras', 'Hour meter, wheel kit, steel frame'],
    ],
  },
  'portable-gx3600': {
    suits:
      'Apartments, condos and small homes that need the refrigerator, a window unit and chargers kept going.',
    specs: [
      ['Running power', '3,600 W'],
      ['Fuel', 'Gasoline, 3.4-gallon tank'],
      ['Runtime at half load', 'About 10 hours'],
      ['Start', 'Recoil'],
      ['Outlets', '120 V duplex ×2, 120 V 30 A RV'],
      ['Weight', '98 lb'],
    ],
  },
  'portable-gx9500': {
    suits: 'Houses on a well that need the pump, the air handler and the kitchen running through a storm.',
    specs: [
      ['Running power', '9,500 W'],
      ['Fuel', 'Gasoline, 8-gallon tank'],
      ['Runtime at half load', 'About 11 hours'],
      ['Start', 'Push-button electric'],
      ['Outlets', '120 V duplex ×2, 120/240 V 30 A twist-lock'],
      ['Safety', 'CO sensor with automatic shut-off'],
    ],
  },
  'portable-px4500': {
    suits: 'Campers, tailgaters and homeowners who want a quiet backup without storing gasoline.',
    specs: [
      ['Running power', '4,500 W'],
      ['Fuel', 'Propane, 20 lb cylinder'],
      ['Runtime at half load', 'About 9 hours per cylinder'],
      ['Noise', '64 dB at 23 ft'],
      ['Outlets', '120 V duplex ×2, 120 V 30 A RV'],
    ],
  },
  'portable-px8000': {
    suits:
      'Households that keep a generator for hurricane season only and want it to start after months unused.',
    specs: [
      ['Running power', '8,000 W on gasoline, 7,200 W on propane'],
      ['Fuel', 'Dual fuel: gasoline or propane'],
      ['Runtime at half load', 'About 10 hours on gasoline'],
      ['Start', 'Electric and recoil'],
      ['Outlets', '120 V duplex ×2, 120/240 V 30 A twist-lock'],
    ],
  },
  'portable-ps1500': {
    suits:
      'Indoor use during an outage: CPAP machines, laptops, Wi-Fi and lights, with no fumes and no noise.',
    specs: [
      ['Battery', '1.5 kWh lithium iron phosphate'],
      ['Output', '1,800 W continuous, 120 V pure sine wave'],
      ['Recharge', 'Wall in 1.5 hours, solar up to 500 W, car'],
      ['Outlets', '120 V ×4, USB-C ×2, USB-A ×2, 12 V car'],
      ['Weight', '38 lb'],
    ],
  },
  'portable-ps3600': {
    suits: 'Homes that want silent backup for essential circuits, expandable with a second battery.',
    specs: [
      ['Battery', '3.6 kWh lithium iron phosphate, expandable'],
      ['Output', '3,600 W continuous, 120/240 V'],
      ['Recharge', 'Wall in 2 hours, solar up to 2,400 W, car'],
      ['Outlets', '120 V ×6, 120/240 V 30 A, USB-C ×2'],
      ['Weight', '99 lb on wheels'],
    ],
  },
  'portable-wx12000': {
    suits: 'Contractors running saws, compressors and lights on job sites without grid power.',
    specs: [
      ['Running power', '12,000 W'],
      ['Fuel', 'Gasoline, 10-gallon tank'],
      ['Runtime at half load', 'About 9 hours'],
      ['Outlets', 'GFCI 120 V duplex ×4, 120/240 V 50 A'],
      ['Build', 'Full steel roll cage, never-flat tyres'],
    ],
  },
  'portable-wx20000': {
    suits: 'Larger job sites, site offices and welding crews that need all-day power from one towable unit.',
    specs: [
      ['Prime power', '20 kW'],
      ['Fuel', 'Diesel, 24-hour tank at 75 % load'],
      ['Outlets', '120/240 V 50 A and 30 A, GFCI 120 V ×4'],
      ['Enclosure', 'Sound-attenuated canopy, 68 dB at 23 ft'],
      ['Transport', 'Single-axle trailer, 2-inch ball hitch'],
    ],
  },
  'standby-sd30': {
    suits:
      'Large homes, clinics and small businesses that must keep everything running through a multi-day outage.',
    specs: [
      ['Rated power', '30 kW standby'],
      ['Fuel', 'Diesel, sub-base tank'],
      ['Runtime at half load', 'About 48 hours'],
      ['Cooling', 'Liquid-cooled'],
      ['Voltage', '120/240 V single-phase'],
      ['Transfer switch', 'Automatic, 200 A service-entrance rated'],
    ],
  },
  'standby-sd60': {
    suits: 'Commercial buildings with life-safety or critical loads that must meet NFPA 110.',
    specs: [
      ['Rated power', '60 kW standby'],
      ['Fuel', 'Diesel, UL 142 double-walled sub-base tank'],
      ['Voltage', '120/208 V or 277/480 V three-phase, or single-phase'],
      ['Enclosure', 'Level 2 sound, 70 dB at 23 ft'],
      ['Standard', 'NFPA 110 Level 1 capable'],
    ],
  },
  'standby-sg12': {
    suits:
      'Homes without natural gas or room for a propane tank that want automatic backup for essential circuits.',
    specs: [
      ['Rated power', '12 kW standby'],
      ['Fuel', 'Gasoline, integrated 25-gallon tank'],
      ['Runtime at half load', 'About 20 hours'],
      ['Transfer switch', 'Automatic, 100 A, 16 circuits'],
      ['Self-test', 'Weekly, 5 minutes'],
    ],
  },
  'standby-sg20': {
    suits:
      'Whole-home backup where gasoline is the only practical fuel, kept fresh through hurricane season.',
    specs: [
      ['Rated power', '20 kW standby'],
      ['Fuel', 'Gasoline with stabiliser system'],
      ['Runtime at half load', 'About 16 hours per 50 gallons'],
      ['Transfer switch', 'Automatic, 200 A'],
      ['Self-test', 'Weekly, with status by app'],
    ],
  },
  'standby-sp14': {
    suits: 'Homes on propane or natural gas that want the essentials back on within seconds of an outage.',
    specs: [
      ['Rated power', '14 kW on propane, 13 kW on natural gas'],
      ['Fuel', 'Propane or natural gas'],
      ['Start', 'Automatic, within 10 seconds'],
      ['Transfer switch', 'Automatic, 100 A, 16 circuits'],
      ['Enclosure', 'Steel, powder-coated'],
    ],
  },
  'standby-sp26': {
    suits: 'Whole homes with two air conditioners, near the coast where salt air rusts steel enclosures.',
    specs: [
      ['Rated power', '26 kW on propane, 24 kW on natural gas'],
      ['Fuel', 'Propane or natural gas'],
      ['Load management', 'Two air-conditioner modules included'],
      ['Transfer switch', 'Automatic, 200 A service-entrance rated'],
      ['Enclosure', 'Aluminium, corrosion-resistant'],
    ],
  },
  'standby-hb13': {
    suits:
      'Homes with rooftop solar that want silent, fuel-free backup for lights, Wi-Fi and the refrigerator.',
    specs: [
      ['Storage', '13.5 kWh'],
      ['Output', '5 kW continuous, 7 kW peak'],
      ['Switch-over', 'Under 20 milliseconds'],
      ['Mounting', 'Wall or floor, indoor or outdoor (NEMA 3R)'],
      ['Charging', 'Rooftop solar or the grid'],
    ],
  },
  'standby-hb27': {
    suits:
      'Solar homes that want to run central air and most circuits from batteries through a night outage.',
    specs: [
      ['Storage', '27 kWh (two modules)'],
      ['Output', '11.5 kW continuous'],
      ['Air conditioning', 'Starts a central unit with the soft-start kit'],
      ['Switch-over', 'Under 20 milliseconds'],
      ['Charging', 'Rooftop solar or the grid'],
    ],
  },
  'standby-mw45': {
    suits: 'Businesses and sites that need standby power but have no room for a permanent unit.',
    specs: [
      ['Prime power', '45 kW'],
      ['Fuel', 'Diesel, 24-hour tank'],
      ['Connection', 'Docking station with camlock inputs'],
      ['Voltage', '120/240 V single-phase or 120/208 V three-phase'],
      ['Transport', 'Tandem-axle trailer'],
    ],
  },
  'standby-mw100': {
    suits: 'Construction sites, outdoor events and storm recovery crews that need a mobile power plant.',
    specs: [
      ['Prime power', '100 kW'],
      ['Fuel', 'Diesel, double-walled tank, 36 hours at 75 % load'],
      ['Connections', 'Camlock, 50 A receptacles, lug terminals'],
      ['Start', 'Remote start and monitoring'],
      ['Transport', 'Tandem-axle trailer with surge brakes'],
    ],
  },
  'transfer-switch-commercial': {
    suits:
      'Businesses, clinics and industrial sites that connect a standby generator to their electrical service.',
    specs: [
      ['Ratings', '100 to 4,000 A'],
      ['Transition', 'Open or closed'],
      ['Models', 'Service-entrance rated and bypass-isolation'],
      ['Voltage', 'Up to 600 V, single- or three-phase'],
      ['Installation', 'By our licensed electricians, with permit'],
    ],
  },
  'transfer-switch-residential': {
    suits: 'Homes with a standby generator, or a portable one connected through an inlet box.',
    specs: [
      ['Ratings', '100 to 400 A'],
      ['Types', 'Automatic and manual'],
      ['Switch-over', 'Within seconds of an outage (automatic)'],
      ['Safety', 'Keeps generator power off the utility lines'],
      ['Installation', 'By our licensed electricians, with permit'],
    ],
  },
  'fuel-tanks': {
    suits: 'Standby generators and farms, homes or businesses that need days of fuel stored on site.',
    specs: [
      ['Fuels', 'Propane and diesel'],
      ['Sizes', '120 to 2,000 gallons'],
      ['Placement', 'Above-ground and underground'],
      ['Walls', 'Single and double-walled'],
      ['Service', 'Delivered, set and connected by our team'],
    ],
  },
};
