import { PageHeader } from '../components/PageHeader';

export function FirepumpsPage() {
  return (
    <PageHeader
      title="Fire Pumps"
      eyebrow="Services"
      intro="Preventative maintenance for fire pumps, so they are ready the moment they are needed."
    />
  );
}
