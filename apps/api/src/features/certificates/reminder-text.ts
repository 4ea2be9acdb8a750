import type { ReminderDays } from '@faith-shield/contract/certificates/certificate-expiry';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as the app shows a day: 'DD MMM, YYYY' (spec 02 §9). */
export const showDay = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day} ${MONTHS[Number(month) - 1]}, ${year}`;
};

const inDays = (days: number) => {
  if (days === 0) return 'today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
};

export type ReminderFacts = {
  /** The certificate's type, or its title for 'Other'. */
  name: string;
  licenceNumber: string;
  expirationDate: string;
  daysLeft: number;
  threshold: ReminderDays;
  holderName: string;
};

/** What the holder is told. */
export const holderReminder = (facts: ReminderFacts) => ({
  title: `Your ${facts.name} certificate expires ${inDays(facts.daysLeft)}`,
  body:
    `Licence ${facts.licenceNumber} expires on ${showDay(facts.expirationDate)}. ` +
    'Renew it in time and update the certificate.',
});

/** What the owner is told about a member's certificate. */
export const ownerReminder = (facts: ReminderFacts) => ({
  title: `${facts.holderName}'s ${facts.name} certificate expires ${inDays(facts.daysLeft)}`,
  body:
    `Licence ${facts.licenceNumber} expires on ${showDay(facts.expirationDate)}. ` +
    'Please remind them to renew it in time.',
});
