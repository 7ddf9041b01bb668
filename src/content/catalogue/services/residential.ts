import { serviceArea } from '../serviceArea';
import type { ServicePageContent } from './types';

export const residential: ServicePageContent = {
  slug: 'residential',
  path: '/services/residential',
  title: 'Residential',
  summary: 'Standby and portable generators and the accessories a home needs to ride out an outage.',
  intro:
    'Keep the air conditioning, refrigerator, well pump and medical equipment running when a storm takes the grid down. We help you choose, install and care for the right generator for your home.',
  metaDescription: `Home generators in ${serviceArea()}: residential standby and portable generators, transfer switches, surge protection and home backup accessories.`,
  groups: [
    {
      title: 'Generators',
      items: [
        {
          name: 'Residential Standby Generators',
          description:
            'Permanently installed generators that start by themselves within seconds of an outage and run on natural gas or propane for days.',
        },
        {
          name: 'Portable Generators',
          description:
            'Help choosing a portable generator and a safe hookup through an inlet box, so you can power essentials without running cords.',
        },
      ],
    },
    {
      title: 'Accessories',
      items: [
        {
          name: 'Home Transfer Switches',
          description:
            'Automatic or manual transfer switches that keep generator power separate from the utility lines and protect line workers.',
        },
        {
          name: 'Whole-Home Surge Protection',
          description:
            'A surge protector at your main panel that guards appliances and electronics from lightning and restoration spikes.',
        },
        {
          name: 'Propane Tanks',
          description:
            'Above-ground or buried propane tanks sized for several days of generator runtime, installed with the gas line.',
        },
      ],
    },
  ],
};
