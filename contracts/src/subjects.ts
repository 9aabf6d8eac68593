/**
 * JetStream naming. Every subject and stream starts with a bus prefix (BUS_PREFIX, default `app`)
 * so that test runs on a shared NATS server never see each other's messages.
 */
export const subjectOf = (prefix: string, service: string, streamType: string, eventType: string) => `${prefix}.${service}.${streamType}.${eventType}`;
export const serviceSubjects = (prefix: string, service: string) => `${prefix}.${service}.>`;
export const streamNameOf = (prefix: string, service: string) => `${prefix}_${service}`.replace(/[^A-Za-z0-9_-]/g, '_');
/** Request/reply subject on which a service opens sealed personal fields it owns. */
export const vaultSubjectOf = (prefix: string, service: string) => `${prefix}.vault.${service}.open`;
/** Request/reply subjects on which a service answers a compliance reviewer's questions (see compliance.ts). */
export const complianceSubjectOf = (prefix: string, service: string, question: 'history' | 'verify') => `${prefix}.compliance.${service}.${question}`;
