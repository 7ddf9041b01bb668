import { site } from './site';

// Texts of the home page (SPEC section 2, Home). Icons are named here and drawn by the view, so this
// module stays plain data.

export type HomeIconName =
  | 'bolt'
  | 'clock'
  | 'tool'
  | 'shield'
  | 'headset'
  | 'flame'
  | 'plug'
  | 'gauge'
  | 'calendar';

export interface Highlight {
  icon: HomeIconName;
  title: string;
  text: string;
}

export interface ShowcaseItem extends Highlight {
  /** The service page that covers it. */
  to: string;
  action: string;
}

export const homeMeta = {
  title: `${site.companyName} · Generator sales, installation and service in Florida`,
  description: `Home standby, commercial and portable generators, fire pumps, transfer switches and fuel tanks, installed and maintained in ${site.cities.join(', ')}, FL. Free estimates.`,
} as const;

export const hero = {
  eyebrow: `Serving ${site.cities.join(', ')} · ${site.state}`,
  title: 'Backup power that starts when the storm hits',
  intro:
    'We size, install and maintain standby and portable generators, fire pumps, transfer switches and fuel tanks for homes, businesses, farms and industrial sites across Florida, so the lights, the A/C and the sump pump keep running when the grid does not.',
  primaryAction: { label: 'Get a free estimate', to: '#estimate' },
  secondaryAction: { label: 'Explore services', to: '/services' },
} as const;

/** The three value highlights of the hero: reliability, availability, serviceability. */
export const valueHighlights: readonly Highlight[] = [
  {
    icon: 'bolt',
    title: 'Reliability',
    text: 'Load-calculated systems from proven manufacturers, installed to code and tested under load before we hand over the keys.',
  },
  {
    icon: 'clock',
    title: 'Availability',
    text: 'Technicians based in Orlando, Tampa and Jacksonville, with emergency repair around the clock in hurricane season and all year.',
  },
  {
    icon: 'tool',
    title: 'Serviceability',
    text: 'Every unit we install is one we can service: stocked parts, factory-trained technicians and maintenance plans that keep it ready.',
  },
];

export const estimateIntro = {
  heading: 'Get a free estimate',
  text: 'Tell us about your home or site and what you need powered. A local technician will call you within one business day to talk it through and book a free site visit. No obligation, and no prices pushed at you online.',
} as const;

export const whyChooseUs = {
  heading: 'Why choose us',
  intro: 'Florida weather does not wait for a convenient moment, and neither do we.',
  cards: [
    {
      icon: 'shield',
      title: 'Reliable service',
      text: 'Licensed electricians and factory-trained generator technicians do every job. We pull the permits, coordinate the gas or fuel supplier and pass inspection before we leave.',
    },
    {
      icon: 'bolt',
      title: 'Safety and peace of mind',
      text: 'Automatic transfer switches keep your generator from back-feeding the grid, and properly placed units keep exhaust away from doors and windows. You get power without the risks of extension cords.',
    },
    {
      icon: 'headset',
      title: '24/7 support',
      text: `Outages happen at 3 a.m. on a Sunday. Our emergency line, ${site.phone.display}, is answered around the clock, and maintenance-plan customers go to the front of the queue.`,
    },
  ] satisfies Highlight[],
} as const;

export const servicesShowcase = {
  heading: 'What we do',
  intro:
    'From a single-home standby unit to the fire pump that protects a warehouse, we handle the whole job.',
  items: [
    {
      icon: 'flame',
      title: 'Firepumps',
      text: 'Weekly churn tests, annual flow tests and preventative maintenance of diesel and electric fire pumps to NFPA 25, with the paperwork your fire marshal asks for.',
      to: '/services/firepumps',
      action: 'Fire pump service',
    },
    {
      icon: 'plug',
      title: 'Installation',
      text: 'Site survey, load calculation, permits, concrete pad, gas or fuel line, transfer switch and start-up: one crew, one schedule, one point of contact.',
      to: '/services/installations',
      action: 'Installation services',
    },
    {
      icon: 'gauge',
      title: 'Load Bank',
      text: 'Load bank testing proves a generator can carry its rated load for hours, burns off wet stacking in lightly used diesels and meets NFPA 110 for critical facilities.',
      to: '/services/maintenance-repairs',
      action: 'Load bank testing',
    },
    {
      icon: 'calendar',
      title: 'Preventative Maintenance',
      text: 'Oil and filter changes, battery and coolant checks, exercise-cycle reviews and firmware updates on a schedule, so your generator starts the day you need it.',
      to: '/services/maintenance-repairs',
      action: 'Maintenance plans',
    },
  ] satisfies ShowcaseItem[],
} as const;

export const testimonialsIntro = {
  heading: 'What Florida customers say',
  intro: 'Homeowners, business owners and facility managers from across our three service areas.',
} as const;
