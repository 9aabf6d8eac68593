/**
 * What one service's rebuild must know beyond its `ServiceDefinition`: which of its tables are not
 * read models, which event handlers must not run again, and how its inline projections take a
 * personal field whose owner erased it. Every entry carries its reason, printed by the rebuild.
 */
export interface RebuildPlan {
  /**
   * Tables of the service (made by its migrations) that no event derives, or that the rebuild cannot
   * make again as they are: left untouched, never emptied. Table name -> why.
   */
  keep?: Record<string, string>;
  /**
   * Event handlers whose effects are not read-model writes to repeat (they run commands that append
   * events, queue jobs, seal personal data): not run again; their `inbox` rows stay as they are.
   * Handler name -> why leaving its state alone is right.
   */
  skipHandlers?: Record<string, string>;
  /**
   * What a projection or a handler gets, instead of null (every other reader's value), for a personal
   * field whose key was erased after the service first read it, where its code or table needs a value
   * (a NOT NULL column, a schema that takes a string): event type -> field -> value, with the reason
   * (which later event removes the row or the value). Live, it saw the plain text, before the erasure.
   */
  erasedFields?: Record<string, { values: Record<string, unknown>; reason: string }>;
  /**
   * Columns of read-model tables that no event fixes (a random id made when the row is written):
   * table -> columns, with the reason. Left out of `tableChecksums`; the rows' other columns count.
   */
  notDerivedColumns?: Record<string, { columns: readonly string[]; reason: string }>;
}
