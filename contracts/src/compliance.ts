import { z } from 'zod';

/**
 * The compliance reviewer's area (issue 14): a client's history merged from every service, replayed at
 * any instant, its hash chains verified by the services that own them, exported. Read only; every look
 * is itself recorded in the client's history (clients' `ClientRecordReviewed`).
 *
 * Each service answers two NATS requests about a client's people (the client, their account, their
 * supporters): `history` (its events about them, paged) and `verify` (their streams' chains, signed
 * with the service's Ed25519 key, whose public key the service publishes at `ServicePaths.signingKey`
 * and the gateway at `ComplianceKeysPath`).
 */
export const ComplianceKeysPath = '/.well-known/compliance-keys.json';

/** Sealed fields that are secrets rather than facts: never opened for a reviewer. */
export const WithheldFields = ['passwordHash', 'token', 'code'] as const;

/** How a sealed personal field reads in the history: its value, erased with the person's key, or withheld (a secret). */
export const PersonalFieldState = z.enum(['opened', 'erased', 'withheld']);
export type PersonalFieldState = z.infer<typeof PersonalFieldState>;

/**
 * A question to a service about the events of these people (the client first): after a position of its log,
 * either whole (`full`) or only what places them in the timeline (`outline`: no data, nothing opened); or
 * the whole events at `positions` (a timeline's page).
 */
export const HistoryRequest = z.object({
  personIds: z.array(z.string()).min(1).max(200),
  afterPosition: z.string().regex(/^\d+$/).default('0'),
  detail: z.enum(['full', 'outline']).default('full'),
  positions: z.array(z.string().regex(/^\d+$/)).max(1000).optional(),
});
export type HistoryRequest = z.input<typeof HistoryRequest>;

/** One stored event as a reviewer sees it: personal fields opened, erased or withheld. */
export const HistoryEvent = z.object({
  service: z.string(),
  position: z.string(),
  eventId: z.string(),
  streamId: z.string(),
  version: z.number().int(),
  type: z.string(),
  occurredAt: z.string(),
  actorUserId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  personalFields: z.record(z.string(), PersonalFieldState),
});
export type HistoryEvent = z.infer<typeof HistoryEvent>;

/** Where an event stands in the timeline, without its data (the `outline` answer). */
export const HistoryOutline = HistoryEvent.omit({ data: true, personalFields: true });
export type HistoryOutline = z.infer<typeof HistoryOutline>;

/** A page of a service's answer; ask again after `nextAfterPosition` until it is null. */
export interface HistoryPage<Event = HistoryEvent> {
  events: Event[];
  nextAfterPosition: string | null;
}

export const StreamVerification = z.object({
  streamId: z.string(),
  events: z.number().int(),
  valid: z.boolean(),
  /** The first version whose stored hash does not match the one recomputed from its content. */
  brokenAtVersion: z.number().int().nullable(),
});
export type StreamVerification = z.infer<typeof StreamVerification>;

/**
 * A service's verification of the streams about a client. `signature` is Ed25519 (base64url) over the
 * RFC 8785 canonical JSON of every other field, by the key `keyId` published at `ComplianceKeysPath`.
 */
export const VerificationReport = z.object({
  service: z.string(),
  keyId: z.string(),
  personIds: z.array(z.string()),
  checkedAt: z.string(),
  streams: z.array(StreamVerification),
  totalEvents: z.number().int(),
  valid: z.boolean(),
  firstBrokenLink: z.object({ streamId: z.string(), version: z.number().int() }).nullable(),
  signature: z.string(),
});
export type VerificationReport = z.infer<typeof VerificationReport>;

/** A service's public signing key (JWK, OKP Ed25519); `kid` names the service. */
export const SigningKey = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), use: z.literal('sig'), alg: z.literal('EdDSA') });
export type SigningKey = z.infer<typeof SigningKey>;
export const SigningKeySet = z.object({ keys: z.array(SigningKey) });
export type SigningKeySet = z.infer<typeof SigningKeySet>;

/** A client as the reviewer's search finds them; a deleted client's names read null (erased). */
export const ReviewedClient = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  subscriberId: z.string(),
  subscriberName: z.string().nullable(),
  created: z.string(),
  deleted: z.boolean(),
});
export type ReviewedClient = z.infer<typeof ReviewedClient>;

/** Who wrote an event: a user with their name and roles as clients knows them, or the system (jobs, reactions). */
export const EventActor = z.object({
  userId: z.string().nullable(),
  name: z.string().nullable(),
  /** 'Client', 'Subscriber', 'Site Admin', 'Compliance Reviewer', or 'system'. */
  role: z.string(),
});
export type EventActor = z.infer<typeof EventActor>;

export const TimelineEvent = HistoryEvent.extend({ actor: EventActor });
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** One page of the merged timeline (oldest first): `total` events in all, these from `offset`. */
export const ClientTimeline = z.object({
  client: ReviewedClient,
  total: z.number().int(),
  offset: z.number().int(),
  events: z.array(TimelineEvent),
});
export type ClientTimeline = z.infer<typeof ClientTimeline>;

/** The client's record and answer sets as they stood at an instant, replayed from the events up to it. */
export const ReplayedState = z.object({
  record: z.record(z.string(), z.unknown()),
  /** By answer set id: the page and its answers after the last save before the instant. */
  answerSets: z.record(z.string(), z.object({ pageId: z.string(), formId: z.string(), version: z.number().int(), answers: z.record(z.string(), z.string().nullable()) })),
  /** How many of the client's events lie at or before the instant. */
  eventCount: z.number().int(),
});
export type ReplayedState = z.infer<typeof ReplayedState>;

export const StateChange = z.object({
  path: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type StateChange = z.infer<typeof StateChange>;

/** GET .../replay?at=...[&compareTo=...]: the state at `at`, and with `compareTo` that state and the changes from the earlier of the two instants to the later. */
export const ClientReplay = z.object({
  at: z.string(),
  state: ReplayedState,
  compareTo: z.string().nullable(),
  compareState: ReplayedState.nullable(),
  changes: z.array(StateChange),
});
export type ClientReplay = z.infer<typeof ClientReplay>;

/** GET .../timeline?offset=&limit= (50 by default, at most 1,000). */
export const TimelineQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

export const ReplayQuery = z.object({
  at: z.iso.datetime({ offset: true, error: 'Please enter a valid date and time.' }),
  compareTo: z.iso.datetime({ offset: true, error: 'Please enter a valid date and time.' }).optional(),
});
export type ReplayQuery = z.infer<typeof ReplayQuery>;

export const ClientVerification = z.object({ reports: z.array(VerificationReport), valid: z.boolean() });
export type ClientVerification = z.infer<typeof ClientVerification>;

/** What a reviewer looked at (recorded in the client's history). */
export const ReviewView = z.enum(['timeline', 'replay', 'verify', 'export']);
export type ReviewView = z.infer<typeof ReviewView>;

/** The reviewer's area under the gateway (clients answers it). */
export const CompliancePaths = {
  clients: '/api/compliance/client',
  timeline: (clientId: string) => `/api/compliance/client/${clientId}/timeline`,
  replay: (clientId: string) => `/api/compliance/client/${clientId}/replay`,
  verify: (clientId: string) => `/api/compliance/client/${clientId}/verify`,
  exportLines: (clientId: string) => `/api/compliance/client/${clientId}/export.jsonl`,
  exportSummary: (clientId: string) => `/api/compliance/client/${clientId}/summary.docx`,
} as const;
