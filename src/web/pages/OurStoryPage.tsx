import { PageHeader } from '../components/PageHeader';

export function OurStoryPage() {
  return (
    <PageHeader
      eyebrow="About Us"
      title="Our story"
      intro="Our founder started the company to bring Florida families and businesses peace of mind when storms knock the power out."
    />
  );
}
