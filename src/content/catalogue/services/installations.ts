import type { ServicePageContent } from './types';

export const installations: ServicePageContent = {
  slug: 'installations',
  path: '/services/installations',
  title: 'Installations',
  summary:
    'Residential, commercial, industrial, agricultural and portable generators, with transfer switches and the accessories around them.',
  intro:
    'From the site survey and permits to the final load test, our licensed technicians install generators and the power management equipment that makes them switch on by themselves.',
  metaDescription:
    'Generator installation in Florida: residential, commercial, industrial, agricultural and portable generators, transfer switches, load management, fuel tanks and surge protection.',
  groups: [
    {
      title: 'Generators',
      items: [
        {
          name: 'Residential Generators',
          description:
            'Home standby generators sized to your panel and appliances, set on a hurricane-rated pad, permitted and inspected, and connected to your natural gas or propane supply.',
        },
        {
          name: 'Commercial Generators',
          description:
            'Standby power for offices, restaurants, clinics and retail so refrigeration, point of sale, security and lighting keep running through an outage.',
        },
        {
          name: 'Industrial Generators',
          description:
            'Diesel and gaseous units from 100 kW up, paralleling and NFPA 110 emergency systems for plants, warehouses, data rooms and water treatment.',
        },
        {
          name: 'Agricultural Generators',
          description:
            'Backup for well pumps, irrigation, barn ventilation, milking parlours and cold storage, including PTO-driven and trailer-mounted options for remote fields.',
        },
        {
          name: 'Portable Generators',
          description:
            'A power inlet box and interlock kit so a portable generator can feed your chosen circuits safely, without extension cords through the window.',
        },
      ],
    },
    {
      title: 'Power Management & Accessories',
      items: [
        {
          name: 'Automatic Transfer Switches (ATS)',
          description:
            'Switches that sense an outage, start the generator and move your load within seconds, then hand it back to the utility when power returns.',
        },
        {
          name: 'Load Management',
          description:
            'Load shedding modules that stagger air conditioners and large appliances, so a smaller generator can safely run the whole house.',
        },
        {
          name: 'Generator Enclosures',
          description:
            'Weather and sound enclosures rated for Florida wind loads and salt air, in aluminium or galvanised steel.',
        },
        {
          name: 'Remote Monitoring',
          description:
            'Cellular or Wi-Fi monitoring that reports exercise runs, faults and low fuel to your phone and to our service team.',
        },
        {
          name: 'Fuel Tank & Line Installation',
          description:
            'Above-ground and underground propane or diesel tanks and code-compliant gas lines sized for the generator to run through a long outage.',
        },
        {
          name: 'Surge Protection',
          description:
            'Whole-building surge protective devices at the service entrance that guard electronics from lightning and the spikes of power restoration.',
        },
      ],
    },
  ],
};
