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
import type { SizingPlan } from '../../shared/sizing/sizingEstimate';
import { sizingSituation } from '../../shared/sizing/sizingSummary';
import { SizingChart } from './SizingChart';
import { SizingLoadsTable } from './SizingLoadsTable';
import classes from './sizing.module.css';
import { say, words } from './words';

const { watts } = words;
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
function assumptionsFor(answers: SizingAnswers, estimate: SizingPlan): string[] {
  const notes: string[] = [...sizingPage.assumptions];
  const named = (loads: SizingPlan['left_out']) => words.list(loads.map(words.text));
  if (answers.fuel === 'natural-gas') notes.push(sizingPage.naturalGas);
  if (estimate.left_out.length > 0) {
    notes.push(say('sizing.essentialsLeaveOff', { loads: named(estimate.left_out) }));
  }
  if (estimate.taking_turns.length > 0) {
    notes.push(say('sizing.loadsTakeTurns', { loads: named(estimate.taking_turns) }));
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
  estimate: SizingPlan;
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
              {say('sizing.recommendedGenerator')}
            </Text>
            <Text className={classes.size}>{say('sizing.kw', { kw: estimate.recommended_kw })}</Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" style={{ flex: 1, minWidth: 240 }}>
            <Figure label={say('sizing.runningAtOnce')} value={watts(estimate.running_watts)} />
            <Figure label={say('sizing.largestStart')} value={watts(estimate.starting_watts)} />
            <Figure label={say('sizing.peakWhileItStarts')} value={watts(estimate.peak_watts)} />
          </SimpleGrid>
        </Group>
        <Text mt="md">{`${say(sizingSituation(answers))}.`}</Text>
        {estimate.needs_site_visit ? (
          <Alert mt="md" color="orange" title={say('sizing.siteVisitTitle')}>
            {sizingPage.siteVisit}
          </Alert>
        ) : null}
        {estimate.products.length > 0 ? (
          <>
            <Title order={3} fz="h4" mt="lg" mb="xs">
              {say(estimate.needs_site_visit ? 'sizing.whatItMayTake' : 'sizing.whatWeWouldInstall')}
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
            {say('sizing.requestEstimate')}
          </Button>
          {unit ? (
            <Button
              variant="default"
              leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
              onClick={() => send({ type: 'INQUIRY.ADD' })}
            >
              {say('sizing.addToInquiry')}
            </Button>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => send({ type: 'PRINT' })}
          >
            {say('sizing.print')}
          </Button>
        </Flex>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className={classes.loadsGrid}>
        <SizingLoadsTable estimate={estimate} />
        <SizingChart loads={estimate.loads} />
      </SimpleGrid>
      <section aria-labelledby="sizing-assumptions">
        <Title id="sizing-assumptions" order={3} fz="h4" mb="xs">
          {say('sizing.howWeWorkedItOut')}
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
