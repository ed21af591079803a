const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names nothing, and must not reach a uuid column (a 500 there). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
