/** The uploads an export holds at the most, in bytes: the archive stays well under the 4 GiB a .zip without ZIP64 (fflate's) can hold. */
const EXPORT_FILE_BYTES = 2_000_000_000;

/** A name safe as a folder or file name in the archive on every system. */
export const safeName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'Unnamed';

/** How many bytes of uploads an export still takes: a file that would go over the bound is left out (a smaller one after it may fit). */
export class FileAllowance {
  private left: number;

  constructor(bytes = EXPORT_FILE_BYTES) {
    this.left = bytes;
  }

  takes(size: number): boolean {
    if (size > this.left) return false;
    this.left -= size;
    return true;
  }
}

/** The names made safe, each once in its folder: a second "scan.pdf" becomes "scan (2).pdf" (case apart, as Windows and macOS compare them). */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const safe = safeName(name);
    const [, stem, extension] = /^(.*?)((?:\.[^.\s]{1,10})?)$/.exec(safe)!;
    let candidate = safe;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
