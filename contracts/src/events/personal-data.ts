/**
 * Which fields of an event are personal data, and whose. The owning service's event store
 * seals these fields with that person's key before they are stored or published; deleting the key
 * erases them everywhere while the events (and their hashes) stay.
 */
export interface PersonalFields {
  /** Field of the event's data holding the person's id (the key's owner). */
  readonly subject: string;
  /** Top-level fields of the event's data that are sealed. */
  readonly fields: readonly string[];
}
export type PersonalDataMap = Readonly<Record<string, PersonalFields>>;
