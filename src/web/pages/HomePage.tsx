import { HydrationSlice } from '../components/HydrationSlice';
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
        <Testimonials />
      </HydrationSlice>
    </>
  );
}
