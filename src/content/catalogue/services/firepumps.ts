import { serviceArea } from '../serviceArea';
import type { ServicePageContent } from './types';

export const firepumps: ServicePageContent = {
  slug: 'firepumps',
  path: '/services/firepumps',
  title: 'Fire Pumps',
  summary: 'Preventative maintenance that keeps fire pumps ready for the moment they are needed.',
  intro:
    'A fire pump sits idle for years and then has to work the first time. Our preventative maintenance keeps it ready and keeps your building compliant.',
  metaDescription: `Fire pump preventative maintenance in Florida: NFPA 25 inspection, churn and flow testing, and upkeep of electric and diesel fire pumps in ${serviceArea()}.`,
  groups: [
    {
      title: 'Fire Pumps',
      items: [
        {
          name: 'Preventative Maintenance',
          description:
            'Scheduled churn tests, annual flow tests, packing and bearing checks, controller and diesel driver service, all documented to NFPA 25 for your fire marshal and insurer.',
        },
      ],
    },
  ],
};
