import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Flex.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Flex,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconClipboardList, IconPrinter, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { GeneratorSizingEvent } from '../../../machines/generatorSizing.types';
import { sizingPage } from '../../content/sizing/sizingPage';
import type { SizingAnswers } from '../../shared/sizing/sizingAnswers';
import type { SizingEstimate } from '../../shared/sizing/sizingEstimate';
import { sizingSituation } from '../../shared/sizing/sizingSummary';
import { SizingChart } from './SizingChart';
import { SizingLoadsTable } from './SizingLoadsTable';
import classes from './sizing.module.css';

const watts = (value: number) => `${value.toLocaleString('en-US')} W`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </div>
  );
}

/** The assumptions in plain words: the fixed ones and those these answers bring in. */
function assumptionsFor(answers: SizingAnswers, estimate: SizingEstimate): string[] {
  const notes: string[] = [...sizingPage.assumptions];
  if (answers.fuel === 'natural-gas') notes.push(sizingPage.naturalGas);
  if (estimate.left_out.length > 0) {
    notes.push(`An essentials panel leaves off: ${estimate.left_out.join(', ')}.`);
  }
  if (estimate.taking_turns.length > 0) {
    notes.push(`With load management these take turns: ${estimate.taking_turns.join(', ')}.`);
  }
  return notes;
}

/** Step 5: the recommended size, what it is made of and why, and the ways on to a lead. */
export function SizingResult({
  answers,
  estimate,
  reviewed,
  send,
}: {
  answers: SizingAnswers;
  estimate: SizingEstimate;
  reviewed: boolean;
  send: (event: GeneratorSizingEvent) => void;
}) {
  const unit = estimate.needs_site_visit ? undefined : estimate.products[0];
  return (
    <Stack gap="xl">
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Group align="flex-end" gap="xl" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Recommended generator
            </Text>
            <Text className={classes.size}>{`${estimate.recommended_kw} kW`}</Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" style={{ flex: 1, minWidth: 240 }}>
            <Figure label="Running at once" value={watts(estimate.running_watts)} />
            <Figure label="Largest start" value={watts(estimate.starting_watts)} />
            <Figure label="Peak while it starts" value={watts(estimate.peak_watts)} />
          </SimpleGrid>
        </Group>
        <Text mt="md">{`${sizingSituation(answers)}.`}</Text>
        {estimate.needs_site_visit ? (
          <Alert mt="md" color="orange" title="This home needs a site visit">
            {sizingPage.siteVisit}
          </Alert>
        ) : null}
        {estimate.products.length > 0 ? (
          <>
            <Title order={3} fz="h4" mt="lg" mb="xs">
              {estimate.needs_site_visit ? 'What it may take' : 'What we would install'}
            </Title>
            <List spacing={4}>
              {estimate.products.map((product) => (
                <List.Item key={product.id}>
                  <Anchor component={Link} to={product.url} underline="always">
                    {product.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Flex
          mt="lg"
          gap="sm"
          direction={{ base: 'column', xs: 'row' }}
          wrap="wrap"
          className={classes.noPrint}
        >
          <Button
            leftSection={<IconClipboardList size={18} aria-hidden="true" />}
            onClick={() => send({ type: 'ESTIMATE.REQUEST' })}
          >
            Request a free estimate with this sizing
          </Button>
          {unit ? (
            <Button
              variant="default"
              leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
              onClick={() => send({ type: 'INQUIRY.ADD' })}
            >
              Add to Inquiry List
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => send({ type: 'PRINT' })}
          >
            Print
          </Button>
        </Flex>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className={classes.loadsGrid}>
        <SizingLoadsTable estimate={estimate} />
        <SizingChart loads={estimate.loads} />
      </SimpleGrid>
      <section aria-labelledby="sizing-assumptions">
        <Title id="sizing-assumptions" order={3} fz="h4" mb="xs">
          How we worked it out
        </Title>
        <List spacing={6} size="sm">
          {assumptionsFor(answers, estimate).map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed" mt="sm">
          {reviewed ? sizingPage.estimateNote : `${sizingPage.estimateNote} ${sizingPage.unreviewed}`}
        </Text>
      </section>
    </Stack>
  );
}
