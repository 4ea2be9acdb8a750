/** The contact call to action: a mail to the address the home page content names. */
export const contactHref = (email: string) => `mailto:${email}`;

/** The demo call to action: the same address, with the subject filled in. */
export const demoHref = (email: string) => `mailto:${email}?subject=${encodeURIComponent('Demo request')}`;

/** A telephone link keeps the digits and a leading +: '+1 (615) 555-0142' → 'tel:+16155550142'. */
export const telHref = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;
