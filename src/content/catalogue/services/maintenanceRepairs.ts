import type { ServicePageContent } from './types';

export const maintenanceRepairs: ServicePageContent = {
  slug: 'maintenance-repairs',
  path: '/services/maintenance-repairs',
  title: 'Maintenance & Repairs',
  summary:
    'Generator and fire pump service, accessory repair, scheduled maintenance plans and 24/7 emergency repair.',
  intro:
    'A generator that has not been serviced is the one that fails during the storm. We maintain and repair all major makes, and we answer the phone at any hour when your power is out.',
  metaDescription:
    'Generator and fire pump maintenance and repair in Florida: transfer switch, load management, battery bank and surge protector repair, maintenance plans and 24/7 emergency repair.',
  groups: [
    {
      title: 'Generators',
      items: [
        {
          name: 'Generator Preventative Maintenance',
          description:
            'Oil, filters, spark plugs, coolant, belts and hoses, battery test and a full operational check, on the schedule your manufacturer requires.',
        },
        {
          name: 'Generator Diagnostics & Repair',
          description:
            'Factory-trained technicians find and fix no-start, low-voltage, overheating and controller faults, with common parts carried on the truck.',
        },
        {
          name: 'Load Bank Testing',
          description:
            'Runs the generator at rated load for hours to prove it can carry your building and to burn off the wet-stacking that light use leaves behind.',
        },
      ],
    },
    {
      title: 'Fire Pumps & Safety Systems',
      items: [
        {
          name: 'Fire Pump Inspection & Testing',
          description:
            'Weekly, monthly and annual inspections and flow tests to NFPA 25, with the written reports your fire marshal and insurer ask for.',
        },
        {
          name: 'Fire Pump Repairs',
          description:
            'Packing, seals, controllers, jockey pumps and diesel drivers repaired quickly, so your building is never left without fire protection for long.',
        },
      ],
    },
    {
      title: 'Power Management & Accessories',
      items: [
        {
          name: 'ATS Maintenance & Repair',
          description:
            'Contact inspection, cleaning and timing checks of automatic transfer switches, plus controller and solenoid repair.',
        },
        {
          name: 'Load Management Repair',
          description:
            'Troubleshooting of load shedding modules and smart circuits that no longer release or restore appliances correctly.',
        },
        {
          name: 'Battery Bank Service',
          description:
            'Testing and replacement of starting batteries, chargers and battery banks, the most common reason a generator will not start.',
        },
        {
          name: 'Surge Protector Repair',
          description:
            'Inspection after lightning storms and replacement of spent surge protective modules before the next strike.',
        },
      ],
    },
    {
      title: 'Maintenance Plans',
      items: [
        {
          name: 'Scheduled Maintenance Plans',
          description:
            'Annual or semi-annual visits booked for you ahead of hurricane season, with priority scheduling and a service record for your warranty.',
        },
        {
          name: '24/7 Emergency Repair',
          description:
            'Day or night, weekends and holidays: call us when your generator fails during an outage and a technician is dispatched to you.',
        },
      ],
    },
  ],
};
