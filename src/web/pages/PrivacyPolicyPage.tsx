import { Container, Text } from '@mantine/core';
import { site } from '../../content/site';
import { BackHomeButton } from '../components/BackHomeButton';
import { PageHeader } from '../components/PageHeader';

export function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader
        title="Privacy Policy"
        intro={`How ${site.companyName} collects, uses and protects the information you give us through this website.`}
      />
      <Container size="lg" pb="xl">
        <Text c="dimmed" mb="xs">
          Last updated {site.legalLastUpdated}.
        </Text>
        <Text mb="lg">
          Questions about this policy: <a href={`mailto:${site.email}`}>{site.email}</a>
        </Text>
        <BackHomeButton />
      </Container>
    </>
  );
}
