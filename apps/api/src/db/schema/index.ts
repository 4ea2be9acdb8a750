// The schema Drizzle and drizzle-kit read: every table, one import line each.
export * from './directors';
export * from './events';
export * from './home-page';
export * from './legal-pages';
export * from './notifications';
export * from './organisations';
export * from './password-resets';
export * from './payments';
export * from './plans';
export * from './rate-limit-counters';
export * from './risk-answers';
export * from './seed-runs';
export * from './sessions';
export * from './subscriptions';
export * from './users';
export * from './waitlist-applicants';
export * from './waitlist-questions';
