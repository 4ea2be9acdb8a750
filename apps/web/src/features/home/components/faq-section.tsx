import type { HomePage } from '@faith-shield/contract/home/home-page';
import { HOME_SECTIONS } from '../../../components/layout/site-nav';
import { HomeSection } from './home-section';
import { TitledAccordion } from './titled-accordion';

type Content = Pick<HomePage, 'faq_main_title' | 'faq'>;

/** The FAQ anchor (spec 01 §2): each question opens its answer. */
export function FaqSection({ content }: { content: Content }) {
  return (
    <HomeSection id={HOME_SECTIONS.faq} title={content.faq_main_title} bg="white">
      <TitledAccordion items={content.faq} />
    </HomeSection>
  );
}
