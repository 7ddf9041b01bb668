import { Anchor, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCertificate,
  IconCreditCard,
  IconPhoneCall,
  IconShieldCheck,
  IconTool,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { site } from '../../content/site';
import { trustDetails } from '../../content/trust';
import { t } from '../i18n/pages.messages';

const { trust } = site;

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="li">
      <Group gap="sm" wrap="nowrap" mb="xs">
        <ThemeIcon size={36} radius="xl" variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={3} fz="h5">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/**
 * What a customer comparing dealers checks first (issue 12): licence, insurance, certifications, warranty,
 * financing and the emergency line, from src/content/site.ts and trust.ts.
 */
export function TrustFacts({ heading = t('trust.heading') }: { heading?: string }) {
  return (
    <section aria-labelledby="trust-heading">
      <Title id="trust-heading" order={2} fz={{ base: 24, sm: 28 }} mt="xl" mb="lg">
        {heading}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        <Fact icon={<IconUserCheck size={20} />} title={t('trust.licensed')}>
          <Text size="sm">
            {t('trust.licence', { label: trust.licence.label, number: trust.licence.number })}
          </Text>
        </Fact>
        <Fact icon={<IconShieldCheck size={20} />} title={t('trust.insured')}>
          <Text size="sm">{trustDetails.insurance}</Text>
        </Fact>
        <Fact icon={<IconCertificate size={20} />} title={t('trust.certified')}>
          <List size="sm" spacing={4}>
            {trustDetails.certifications.map((certification) => (
              <List.Item key={certification}>{certification}</List.Item>
            ))}
          </List>
        </Fact>
        <Fact icon={<IconTool size={20} />} title={t('trust.warranty')}>
          <Text size="sm">{trustDetails.warranty}</Text>
        </Fact>
        <Fact icon={<IconCreditCard size={20} />} title={t('trust.financing')}>
          <Text size="sm">{trustDetails.financing}</Text>
        </Fact>
        <Fact icon={<IconPhoneCall size={20} />} title={t('trust.emergency')}>
          <Text size="sm">
            {`${trust.emergency.note}: `}
            <Anchor href={trust.emergency.href} underline="always" fw={700}>
              {trust.emergency.display}
            </Anchor>
          </Text>
        </Fact>
      </SimpleGrid>
    </section>
  );
}
