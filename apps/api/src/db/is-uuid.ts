const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a request is looked up only when it can be one: PostgreSQL refuses a bad uuid. */
export const isUuid = (value: string) => UUID.test(value);
