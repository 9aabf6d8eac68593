/**
 * Small files of each type an upload takes (and some it refuses), made here byte by byte: what their
 * content is, not what they are called, decides how survey takes them.
 */
import { crc32, deflateSync } from 'node:zlib';

export const pdf = (body = '') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** A JPEG's markers around no picture: start of image, a JFIF header, end of image. */
export const jpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);

/** A 1x1 grey PNG. */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth; colour type 0 (grey)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO media file of brand `heic` (what a phone's photo starts with). */
export const heic = () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(64)]);

/** A little-endian record of `size` bytes with these fields: [offset, 2 or 4 bytes, value]. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

/** A zip of stored (uncompressed) entries: local headers and data, the central directory, its end. */
export function zip(entries: Record<string, string>): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const [nameBytes, data] = [Buffer.from(name), Buffer.from(text)];
    const crc = crc32(data);
    const header = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [14, 4, crc],
      [18, 4, data.length],
      [22, 4, data.length],
      [26, 2, nameBytes.length],
    ]);
    const entry = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [16, 4, crc],
      [20, 4, data.length],
      [24, 4, data.length],
      [28, 2, nameBytes.length],
      [42, 4, offset],
    ]);
    local.push(header, nameBytes, data);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const count = central.length / 2;
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...local, directory, end]);
}

/** A Word document: a zip whose [Content_Types].xml names a wordprocessing main part. */
export const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Letter</w:t></w:r></w:p></w:body></w:document>',
  });

export const text = () => Buffer.from('Served 1979-1983, honourably discharged.\nÉtat: très bien — 😀\n');

/** A Windows program (its DOS header). */
export const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);
