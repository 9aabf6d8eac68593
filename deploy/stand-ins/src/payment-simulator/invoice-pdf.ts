import type { StripeObject } from './stripe-object.js';

const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);
/** A PDF string literal: backslashes and parentheses escaped, non-ASCII left out. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * The invoice as a one-page PDF (the simulator's stand-in for Stripe's `invoice_pdf`): its number, date,
 * lines, total and status in Helvetica. Written out by hand (objects, cross-reference table, trailer):
 * enough for a browser's PDF viewer, nothing Stripe's documents promise.
 */
export function invoicePdf(invoice: StripeObject): Buffer {
  const lines: string[] = [
    `Invoice ${invoice.number ?? invoice.id}`,
    `Date: ${day(invoice.created)}`,
    `Billed to: ${invoice.customer_name ?? invoice.customer_email ?? invoice.customer}`,
    '',
    ...(invoice.lines?.data ?? []).map((line: StripeObject) => `${line.description ?? ''}   ${dollars(line.amount)}`),
    ...(invoice.total_discount_amounts ?? []).map((d: StripeObject) => `Discount   ${dollars(-d.amount)}`),
    '',
    `Total: ${dollars(invoice.total)}`,
    `Amount paid: ${dollars(invoice.amount_paid)}`,
    `Status: ${invoice.status}`,
    '',
    'Payment simulator (not a Stripe document)',
  ];
  const content = ['BT', '/F1 12 Tf', '16 TL', '72 740 Td', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
