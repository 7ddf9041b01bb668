import { PageHeader } from '../components/PageHeader';

export function InstallationsPage() {
  return (
    <PageHeader
      title="Installations"
      eyebrow="Services"
      intro="We install residential, commercial, industrial, agricultural and portable generators, together with automatic transfer switches, load management, enclosures, remote monitoring, fuel tanks and lines, and surge protection."
    />
  );
}
