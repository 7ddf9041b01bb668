import { Container } from '@mantine/core';
import { HydrationSlice } from '../components/HydrationSlice';
import { SizingGuideLink } from '../components/SizingGuideLink';
import { EstimateSection } from '../home/EstimateSection';
import { HomeHero } from '../home/HomeHero';
import { ServicesShowcase } from '../home/ServicesShowcase';
import { Testimonials } from '../home/Testimonials';
import { WhyChooseUs } from '../home/WhyChooseUs';

// Section order of SPEC section 2, Home; the footer comes from the layout.
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HydrationSlice>
        <EstimateSection />
      </HydrationSlice>
      <HydrationSlice>
        <WhyChooseUs />
      </HydrationSlice>
      <HydrationSlice>
        <ServicesShowcase />
      </HydrationSlice>
      <HydrationSlice>
        <Container size="lg" pb="xl">
          <SizingGuideLink mt="0" />
        </Container>
      </HydrationSlice>
      <HydrationSlice>
        <Testimonials />
      </HydrationSlice>
    </>
  );
}
