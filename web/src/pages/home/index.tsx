import { HelpSection } from './help-section';
import { Hero } from './hero';
import { DistrictsSection, RealEstateSection } from './partners-section';
import { PromoSection } from './promo-section';
import { ResourcesSection } from './resources-section';
import { SignUpSection } from './sign-up-section';
import { StepsSection } from './steps-section';

/**
 * HomePage is the landing page (SPEC §2.3): the hero, the four steps, help for the move,
 * the county school districts and local real-estate firms, the promo film, teacher resources and
 * the newsletter sign-up. Its texts (the `home` namespace) arrive with its code.
 */
export default function HomePage() {
  return (
    <>
      <Hero />
      <StepsSection />
      <HelpSection />
      <DistrictsSection />
      <RealEstateSection />
      <PromoSection />
      <ResourcesSection />
      <SignUpSection />
    </>
  );
}
