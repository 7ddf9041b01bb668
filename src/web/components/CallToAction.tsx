import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import classes from './pageSections.module.css';

export interface CallToActionProps {
  heading: string;
  text: string;
  estimateLabel: string;
  /** An extra link, e.g. to the story page. */
  secondary?: { label: string; to: string };
}

/** Closing band of an information page: the free estimate (home page form) and the phone. */
export function CallToAction({ heading, text, estimateLabel, secondary }: CallToActionProps) {
  return (
    <Container size="lg" py="xl">
      <Paper
        radius="lg"
        p={{ base: 'lg', sm: 40 }}
        className={classes.cta}
        component="section"
        aria-label={heading}
      >
        <Title order={2} fz={{ base: 24, sm: 30 }}>
          {heading}
        </Title>
        <Text mt="xs" mb="lg" maw={620}>
          {text}
        </Text>
        {/* Each button as wide as its label, wrapping to a new line rather than cutting it (Mantine's default
            caps each at a share of the row: 'Pida un estimado gratis' was cut at 320 px, issue 39). */}
        <Group gap="sm" preventGrowOverflow={false}>
          <Button
            component={Link}
            to="/#estimate"
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            {estimateLabel}
          </Button>
          <Button
            component="a"
            href={site.phone.href}
            variant="default"
            leftSection={<IconPhone size={16} aria-hidden="true" />}
          >
            {site.phone.display}
          </Button>
          {secondary ? (
            <Button
              component={Link}
              to={secondary.to}
              variant="subtle"
              color="gray"
              className={classes.textButton}
            >
              {secondary.label}
            </Button>
          ) : null}
        </Group>
      </Paper>
    </Container>
  );
}
