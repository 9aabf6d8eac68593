import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { ClientVerification, ReviewedClient, TimelineEvent } from '@app/contracts';

export interface ReviewRecord {
  client: ReviewedClient;
  events: TimelineEvent[];
  verification: ClientVerification;
  exportedAt: string;
  exportedBy: string;
}

const nameOf = (client: ReviewedClient) => [client.firstName, client.lastName].filter(Boolean).join(' ') || 'erased';
const day = (iso: string) => iso.slice(0, 10);

export const exportFileName = (record: ReviewRecord, extension: 'jsonl' | 'docx') => `Compliance record - ${record.client.id} - ${day(record.exportedAt)}.${extension}`;

/** JSON lines: the client, then every event of the timeline (oldest first), then each service's signed verification. */
export function exportLines({ client, events, verification, exportedAt, exportedBy }: ReviewRecord): string {
  const lines = [
    { kind: 'client', exportedAt, exportedBy, ...client },
    ...events.map((event) => ({ kind: 'event', ...event })),
    ...verification.reports.map((report) => ({ kind: 'verification', ...report })),
  ];
  return lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
}

const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold, size: 18 })] })] });
const table = (header: string[], rows: string[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [new TableRow({ tableHeader: true, children: header.map((text) => cell(text, true)) }), ...rows.map((row) => new TableRow({ children: row.map((text) => cell(text)) }))],
  });

/** Each personal field of the event, with its state when it was not opened. */
const personalFieldsOf = (event: TimelineEvent) =>
  Object.entries(event.personalFields)
    .map(([field, state]) => (state === 'opened' ? field : `${field} (${state})`))
    .join(', ');

/** The summary a reviewer files: who, when, the verification per service, and the timeline in short. */
export async function exportSummary(record: ReviewRecord): Promise<Buffer> {
  const { client, events, verification, exportedAt, exportedBy } = record;
  const document = new Document({
    title: `Compliance record of ${nameOf(client)}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: `Compliance record of ${nameOf(client)}` }),
          new Paragraph({ text: `Client ${client.id}${client.deleted ? ' (deleted; personal fields erased)' : ''}, of ${client.subscriberName ?? client.subscriberId}.` }),
          new Paragraph({ text: `Exported ${exportedAt} by ${exportedBy}. The JSON lines export holds every event in full.` }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Verification' }),
          new Paragraph({
            text: verification.valid
              ? 'Every stream verified: each event hashes to the value stored with it and links to the one before.'
              : 'At least one stream does not verify: see the first broken link below.',
          }),
          table(
            ['Service', 'Streams', 'Events', 'Result', 'First broken link', 'Signed by key'],
            verification.reports.map((report) => [
              report.service,
              String(report.streams.length),
              String(report.totalEvents),
              report.valid ? 'verified' : 'BROKEN',
              report.firstBrokenLink ? `${report.firstBrokenLink.streamId} version ${report.firstBrokenLink.version}` : 'none',
              report.keyId,
            ]),
          ),
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: `Timeline (${events.length} events)` }),
          table(
            ['Time', 'Service', 'Event', 'Actor', 'Correlation', 'Personal fields'],
            events.map((event) => [
              event.occurredAt,
              event.service,
              event.type,
              `${event.actor.name ?? event.actor.userId ?? ''} (${event.actor.role})`.trim(),
              event.correlationId,
              personalFieldsOf(event),
            ]),
          ),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
