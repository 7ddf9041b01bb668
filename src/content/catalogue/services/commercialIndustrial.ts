import { serviceArea } from '../serviceArea';
import type { ServicePageContent } from './types';

export const commercialIndustrial: ServicePageContent = {
  slug: 'commercial-industrial',
  path: '/services/commercial-industrial',
  title: 'Commercial & Industrial',
  summary: 'Generators, fire pump systems and power management for businesses and industrial sites.',
  intro:
    'Downtime costs more than a generator. We design, install and look after standby power and fire pump systems for businesses, healthcare, hospitality and industry.',
  metaDescription: `Commercial and industrial generators, fire pump systems and power management in ${serviceArea()}: design, installation, testing and service contracts.`,
  groups: [
    {
      title: 'Generators',
      items: [
        {
          name: 'Commercial Standby Generators',
          description:
            'Natural gas, propane and diesel generators from 20 to 150 kW for stores, offices, restaurants and multi-family buildings.',
        },
        {
          name: 'Industrial Diesel Generators',
          description:
            'Large diesel sets with sub-base fuel tanks for plants, warehouses and critical facilities that must run for days without utility power.',
        },
        {
          name: 'Mobile & Temporary Power',
          description:
            'Towable generators and cable sets for planned shutdowns, events and disaster recovery while permanent equipment is repaired.',
        },
      ],
    },
    {
      title: 'Fire Pump Systems',
      items: [
        {
          name: 'Fire Pump Service Contracts',
          description:
            'Scheduled NFPA 25 inspection, testing and maintenance for electric and diesel fire pumps, with reports kept on file for you.',
        },
        {
          name: 'Fire Pump Controllers & Drivers',
          description:
            'Repair and replacement of controllers, transfer switches and diesel drivers that keep fire pumps ready to start.',
        },
      ],
    },
    {
      title: 'Power Management & Accessories',
      items: [
        {
          name: 'Automatic Transfer Switches',
          description:
            'Service-entrance and bypass-isolation switches so loads move to generator power without a technician on site.',
        },
        {
          name: 'Paralleling & Load Management',
          description:
            'Paralleling gear and load priorities that let several generators share the load and keep critical circuits powered first.',
        },
        {
          name: 'Remote Monitoring & Reporting',
          description:
            'Around-the-clock monitoring of every unit on your sites, with alerts to your facility team and ours.',
        },
      ],
    },
  ],
};
