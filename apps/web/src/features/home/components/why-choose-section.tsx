import type { HomePage } from '@faith-shield/contract/home/home-page';
import { HomeSection } from './home-section';
import { TitledAccordion } from './titled-accordion';

type Content = Pick<HomePage, 'why_choose_title' | 'why_choose'>;

/** spec 01 §2: an accordion of reasons to choose the product; the first reason starts open. */
export function WhyChooseSection({ content }: { content: Content }) {
  return (
    <HomeSection title={content.why_choose_title} bg="navy.0">
      <TitledAccordion items={content.why_choose} isFirstOpen />
    </HomeSection>
  );
}
