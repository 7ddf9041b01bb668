import { Box, Button, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { hero, homeMeta, valueHighlights } from '../../content/home';
import { site } from '../../content/site';
import { PageMeta } from '../components/PageMeta';
import { t } from '../i18n/home.messages';
import { HeroArt } from './HeroArt';
import classes from './home.module.css';
import { HomeIcon } from './homeIcons';
import { LocalBusinessData } from './LocalBusinessData';

/** The top of the home page: the one h1, the calls to action and the three value highlights. */
export function HomeHero() {
  return (
    <Box component="section" aria-labelledby="home-title" className={classes.hero}>
      <PageMeta title={homeMeta.title} description={homeMeta.description} />
      <LocalBusinessData />
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.heroGrid}>
          <div>
            <Text c="brand" fw={800} tt="uppercase" fz="sm" mb="sm" className={classes.eyebrow}>
              {hero.eyebrow}
            </Text>
            <Title id="home-title" order={1} fz={{ base: 36, sm: 44, lg: 56 }} lh={1.08}>
              {hero.title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" mt="lg" maw={620}>
              {hero.intro}
            </Text>
            <Group gap="sm" mt={32}>
              <Button
                component="a"
                href={hero.primaryAction.to}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                {hero.primaryAction.label}
              </Button>
              <Button component={Link} to={hero.secondaryAction.to} size="md" variant="default">
                {hero.secondaryAction.label}
              </Button>
              <Button
                component="a"
                href={site.phone.href}
                size="md"
                variant="subtle"
                color="gray"
                className={classes.phoneButton}
                leftSection={<IconPhone size={18} aria-hidden="true" />}
              >
                {site.phone.display}
              </Button>
            </Group>
          </div>
          <Box className={classes.heroArt} visibleFrom="md">
            <HeroArt />
          </Box>
        </SimpleGrid>
        <h2 className={classes.visuallyHidden}>{t('home.countOn')}</h2>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          mt={{ base: 40, md: 56 }}
          className={classes.plainList}
        >
          {valueHighlights.map((item) => (
            <li key={item.title} className={classes.highlight}>
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
                <HomeIcon name={item.icon} />
              </ThemeIcon>
              <div>
                <Title order={3} fz="h4">
                  {item.title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {item.text}
                </Text>
              </div>
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
