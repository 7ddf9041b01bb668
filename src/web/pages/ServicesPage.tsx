import { LinkCards } from '../components/LinkCards';
import { PageHeader } from '../components/PageHeader';

const services = [
  {
    title: 'Installations',
    text: 'Residential, commercial, industrial, agricultural and portable generators, with transfer switches and accessories.',
    to: '/services/installations',
  },
  {
    title: 'Maintenance & Repairs',
    text: 'Generator and fire pump service, accessory repair, scheduled maintenance plans and 24/7 emergency repair.',
    to: '/services/maintenance-repairs',
  },
  {
    title: 'Commercial & Industrial',
    text: 'Generators, fire pump systems and power management for businesses and industrial sites.',
    to: '/services/commercial-industrial',
  },
  {
    title: 'Residential',
    text: 'Standby and portable generators and the accessories a home needs to ride out an outage.',
    to: '/services/residential',
  },
  {
    title: 'Fire Pumps',
    text: 'Preventative maintenance that keeps fire pumps ready for the moment they are needed.',
    to: '/services/firepumps',
  },
].map((service) => ({ ...service, action: 'Learn More' }));

export function ServicesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Our services"
        intro="Installation, maintenance and repair of generators and fire pumps for homes, businesses, industrial and agricultural customers in Florida."
      />
      <LinkCards items={services} />
    </>
  );
}
