import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled, IconQuote } from '@tabler/icons-react';
import { useState } from 'react';
import { testimonialsIntro } from '../../content/home';
import { type Testimonial, testimonialRows } from '../../content/testimonials';
import { RevealSection } from '../components/RevealSection';
import { t } from '../i18n/home.messages';
import classes from './home.module.css';
import marquee from './marquee.module.css';

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className={marquee.item}>
      <figure className={marquee.card}>
        <IconQuote size={28} className={marquee.quoteIcon} aria-hidden="true" />
        <blockquote className={marquee.quote}>
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption>
          <Text fw={700} size="sm" component="span" display="block">
            {testimonial.name}
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block">
            {testimonial.town}
          </Text>
        </figcaption>
      </figure>
    </li>
  );
}

// Two rows moving in opposite directions. Each row holds its five testimonials twice; the track slides
// by exactly one copy and starts over, so the loop has no seam. The copy is hidden from assistive
// technology. Motion stops on hover, on keyboard focus, with the Pause button, and entirely for users
// who prefer reduced motion (then each row scrolls by hand instead).
export function Testimonials() {
  const [paused, setPaused] = useState(false);
  return (
    <RevealSection aria-labelledby="testimonials-heading" className={classes.section}>
      <Container size="lg">
        <Group justify="space-between" align="flex-end" mb={32} gap="md">
          <div>
            <Title id="testimonials-heading" order={2} fz={{ base: 28, sm: 36 }}>
              {testimonialsIntro.heading}
            </Title>
            <Text c="dimmed" mt="xs" maw={640}>
              {testimonialsIntro.intro}
            </Text>
          </div>
          <Button
            variant="default"
            size="sm"
            className={marquee.pauseButton}
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
            leftSection={
              paused ? (
                <IconPlayerPlayFilled size={14} aria-hidden="true" />
              ) : (
                <IconPlayerPauseFilled size={14} aria-hidden="true" />
              )
            }
          >
            {paused ? t('home.playTestimonials') : t('home.pauseTestimonials')}
          </Button>
        </Group>
      </Container>
      <div className={marquee.rows} data-paused={paused || undefined}>
        {testimonialRows.map((row, index) => (
          <section
            key={row[0]?.name ?? index}
            className={marquee.row}
            data-direction={index % 2 === 0 ? 'left' : 'right'}
            aria-label={t('home.testimonialRow', { row: index + 1, rows: testimonialRows.length })}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: under reduced motion the row scrolls by hand, so keyboard users must be able to reach it
            tabIndex={0}
            data-testimonial-row
          >
            <div className={marquee.track}>
              <ul className={marquee.group} data-copy="original">
                {row.map((testimonial) => (
                  <TestimonialCard key={testimonial.name} testimonial={testimonial} />
                ))}
              </ul>
              <ul className={marquee.group} data-copy="duplicate" aria-hidden="true">
                {row.map((testimonial) => (
                  <TestimonialCard key={testimonial.name} testimonial={testimonial} />
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>
    </RevealSection>
  );
}
