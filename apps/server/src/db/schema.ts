/*
 * Every table of every feature, gathered for drizzle-kit (migrations) and the database client. Features
 * import their own schema file (or another feature's, for a foreign key), never this one.
 */
export * from '../accounts/accounts-schema';
export * from '../trip/trip-schema';
export * from '../todo/todo-schema';
export * from '../finances/finances-schema';
export * from '../feeds/feeds-schema';
export * from '../calendar/calendar-schema';
export * from '../itinerary/itinerary-schema';
export * from './answer-versions-schema';

export * from './rate-counters-schema';
export * from '../http/idempotency-schema';
