// The words of the sizing guide's page (/generator-sizing, issue 27) and of the links to it. Spanish:
// src/content/es/sizing/sizingPage.ts (issue 39); the guide's other texts are the 'sizing' catalog.

export const sizingPage = {
  path: '/generator-sizing',
  title: 'What size generator do I need?',
  eyebrow: 'Sizing guide',
  intro:
    'Answer a few questions about your home and what must keep running. You get a recommended size in kW, the reasons behind it and the matching generator and transfer switch, in about two minutes.',
  description:
    'Free generator sizing guide for Florida homes: central air tonnage, well pumps and appliances give a recommended standby generator size in kW and a matching transfer switch.',
  linkText: 'What size generator do I need? Try our sizing guide',
  linkDescription:
    'Central air, well pump, appliances: two minutes to a recommended size in kW and the matching transfer switch.',
  /** The category pages (and their products' pages) that link to the guide. */
  linkedFrom: ['/products/standby-generators', '/products/transfer-switches'] as readonly string[],
  steps: {
    home: { title: 'Your home', intro: 'Its size, the fuel you have and your electric service.' },
    cooling: {
      title: 'Cooling and heating',
      intro:
        "Central air is the biggest load in a Florida home: it runs at about 1.3 kW per ton and needs about three times that for a moment to start. The tonnage is on the outdoor unit's label (a model number with 24 is 2 tons, 36 is 3 tons, 60 is 5 tons).",
    },
    loads: { title: 'What must keep running', intro: 'Tick what you want powered during an outage.' },
    coverage: {
      title: 'How much of the home',
      intro: 'Power everything, or only the circuits that matter most.',
    },
    result: { title: 'Your recommended size', intro: '' },
  },
  coverage: {
    essentials:
      'A small panel with the circuits that matter: refrigerator, pumps, lights, medical equipment and one air conditioner.',
    wholeHome: 'Everything in the house, as on a normal day.',
    loadManagement:
      'Big loads (air conditioners, water heater, range, dryer, pool pump, EV charger) take turns, so a smaller generator can run the whole home.',
  },
  assumptions: [
    "Running watts are typical figures for each appliance from generator makers' wattage guides; your own appliances may draw more or less.",
    'The generator must carry everything running at once plus the largest motor while it starts, and run at no more than 80 % of its rating for hours on end.',
    'An air conditioner cools or heats, never both at once: a unit counts the larger of its compressor and its heat strips.',
    'Lights and outlets are counted at about 1 W per square foot for the whole home, half that on an essentials panel.',
  ],
  naturalGas: 'On natural gas a generator gives about 8 % less than on propane; the size allows for that.',
  estimateNote:
    "This is an estimate. Before we quote, a technician checks your panel, your air conditioners' nameplates and where the generator can stand, free of charge.",
  siteVisit:
    'Your home needs more than our largest home standby generator (26 kW). That calls for a commercial-size unit or a split system, and a site visit before anyone can quote it. Request a free estimate and we will come out.',
  unreviewed: 'The figures behind this guide are being reviewed by our licensed electricians.',
} as const;
