/**
 * The account export holds what the clients uploaded (issue 36: "one .zip with every client's reports, letters,
 * uploaded files and a CSV of the clients"): a client uploads a file to their questionnaire through the gateway,
 * and the subscriber's export has its bytes, unchanged, in the client's folder under its name; reporting asks
 * survey for them over the bus (it never reads survey's tables).
 */
import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import type { Page, Template } from '@app/contracts';
import { acceptInvitation, downloadToken, formOf, invite, personToInvite, subscribe, waitUntil } from './client-journey.js';
import { servicesUnderTest } from './services-behind-gateway.js';

const admin = { email: 'export-files-admin@example.com', password: 'Export-files-pass-4417' };
const { api, system } = servicesUnderTest('sys_export_files', { admin, withBilling: true });

/** A PDF of a little over one of survey's 1 MiB chunks, so that reporting reads it in several parts. */
const scan = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  randomBytes(1024 * 1024 + 70_000),
  Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
]);
const note = Buffer.from('What I want the judge to know about my work.\n');

it("exports each client's uploaded files, byte for byte, in the client's folder, and counts them in the CSV", async () => {
  const subscriber = await subscribe(api, 'exportfiles');
  const person = personToInvite('Wendeline', 'Okonkwo', '555-010-7720');
  const templates = (await api('GET', '/api/template?limit=100', { token: subscriber.token })).body as Template[];
  const chosen = ['AboutYou', 'MilitaryService'].map((key) => templates.find((template) => template.key === key)!.id);
  const client = await invite(api, subscriber, person, chosen);
  const clientSession = await acceptInvitation(api, client.shortCodeUrl, person.password);
  const formId = await waitUntil(async () => (await api('GET', `/api/client/${client.id}?includes=forms`, { token: subscriber.token })).body.forms?.[0]?.id as string | undefined);
  const military = (await formOf(api, clientSession, formId)).pages!.find((page: Page) => page.template!.title === 'Military Service')!;
  const upload = async (content: Buffer, name: string, type: string) => {
    const body = new FormData();
    body.append('file', new Blob([content], { type }), name);
    const answer = await fetch(`${system().gatewayUrl}/api/answerSet/${military.answerSetId}/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientSession.token}` },
      body,
    });
    expect(answer.status).toBe(200);
  };
  await upload(scan, 'DD-214 scan.pdf', 'application/pdf');
  await upload(note, 'note.txt', 'text/plain');

  const zip = await waitUntil(async () => {
    const response = await fetch(`${system().gatewayUrl}/api/account/export?temporaryAccessToken=${encodeURIComponent(await downloadToken(api, subscriber))}`);
    if (response.status !== 200) return undefined;
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    return Object.keys(files).some((name) => name.includes('/Mitigation Report - Okonkwo, Wendeline')) ? files : undefined;
  });
  const folder = `Okonkwo, Wendeline (${client.id.slice(0, 8)})`;
  expect(Buffer.from(zip[`${folder}/Files/DD-214 scan.pdf`]).equals(scan)).toBe(true);
  expect(Buffer.from(zip[`${folder}/Files/note.txt`]).equals(note)).toBe(true);
  const csv = new TextDecoder()
    .decode(zip['clients.csv'])
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(csv[0]).toContain('Uploaded Files,Files Left Out');
  expect(csv[1].split(',').slice(6, 8)).toEqual(['2', '0']);
}, 180_000);
