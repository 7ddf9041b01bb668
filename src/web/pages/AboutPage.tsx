import { Button, Container } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { PageHeader } from '../components/PageHeader';

export function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About Us"
        title={`About ${site.companyName}`}
        intro={`A Florida company that sells, installs and services generators, fire pumps, transfer switches and fuel tanks for homes, businesses, industrial and agricultural customers in ${site.cities.join(', ')}.`}
      />
      <Container size="lg" pb="xl">
        <Button
          component={Link}
          to="/about/our-story"
          variant="light"
          rightSection={<IconArrowRight size={16} />}
        >
          Read our story
        </Button>
      </Container>
    </>
  );
}
