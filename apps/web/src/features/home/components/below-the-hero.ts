// The home page below its hero, fetched as one chunk once the content has arrived, so the first
// screen (header, skeleton, hero) does not wait for it (docs/decisions/009). The testimonial
// carousel (embla) is a chunk of its own: testimonials-section.tsx, loaded by home-page.tsx.
export { CoreFeaturesSection } from './core-features-section';
export { EventSection } from './event-section';
export { FaqSection } from './faq-section';
export { HomeFooter } from './home-footer';
export { SubscriptionSection } from './subscription-section';
export { VisitorsSection } from './visitors-section';
export { WhyChooseSection } from './why-choose-section';
