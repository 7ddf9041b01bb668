import { Container, Text } from '@mantine/core';
import { site } from '../../content/site';
import { BackHomeButton } from '../components/BackHomeButton';
import { PageHeader } from '../components/PageHeader';

export function TermsOfServicePage() {
  return (
    <>
      <PageHeader
        title="Terms of Service"
        intro={`The terms that apply when you use the ${site.companyName} website. You must be ${site.minimumAge} or older to create an account.`}
      />
      <Container size="lg" pb="xl">
        <Text c="dimmed" mb="xs">
          Last updated {site.legalLastUpdated}.
        </Text>
        <Text mb="lg">
          Questions about these terms: <a href={`mailto:${site.email}`}>{site.email}</a>
        </Text>
        <BackHomeButton />
      </Container>
    </>
  );
}
