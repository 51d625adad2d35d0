/** What the import did with one collection: counts, and why documents were skipped. */
export class CollectionReport {
  file: string | null = null;
  format: string | null = null;
  read = 0;
  imported = 0;
  /** Already in the database (a previous run, or the same id there): left unchanged. */
  present = 0;
  /** Time spent on this collection's rows, in milliseconds (reading the file not included). */
  ms = 0;
  readonly skipped = new Map<string, { count: number; examples: string[] }>();
  /** Imported, but with something changed or missing (an image, a serial, a default). */
  readonly notes = new Map<string, { count: number; examples: string[] }>();

  constructor(readonly name: string) {}

  skip(reason: string, example?: unknown): void {
    add(this.skipped, reason, example);
  }

  note(reason: string, example?: unknown): void {
    add(this.notes, reason, example);
  }

  get skippedCount(): number {
    let n = 0;
    for (const { count } of this.skipped.values()) n += count;
    return n;
  }

  toJSON() {
    return {
      name: this.name,
      file: this.file,
      format: this.format,
      read: this.read,
      imported: this.imported,
      present: this.present,
      ms: Math.round(this.ms),
      skipped: Object.fromEntries(this.skipped),
      notes: Object.fromEntries(this.notes),
    };
  }
}

const MAX_EXAMPLES = 5;

function add(
  map: Map<string, { count: number; examples: string[] }>,
  reason: string,
  example: unknown
) {
  const entry = map.get(reason) ?? { count: 0, examples: [] };
  entry.count++;
  if (example !== undefined && example !== null && entry.examples.length < MAX_EXAMPLES) {
    entry.examples.push(String(example));
  }
  map.set(reason, entry);
}

export interface ImportReport {
  dryRun: boolean;
  collections: CollectionReport[];
  missingImages: string[];
  /** Distinct pictures found in the uploads folder, and how many this run copied. */
  foundImages: number;
  copiedImages: number;
  /** Reading and parsing the files, before the transaction. */
  readMs: number;
  ms: number;
}

/** The report as the command prints it: one block per collection, then the images. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [
    report.dryRun
      ? 'Legacy import, DRY RUN: nothing was written (the transaction was rolled back).'
      : 'Legacy import: committed.',
    '',
  ];
  for (const c of report.collections) {
    if (!c.file) {
      lines.push(`${c.name}: no file in the export, nothing to do`);
      continue;
    }
    lines.push(
      `${c.name} (${c.format}): ${c.read} read, ${c.imported} imported, ` +
        `${c.present} already present, ${c.skippedCount} skipped (${(c.ms / 1000).toFixed(1)} s)`
    );
    for (const [reason, { count, examples }] of c.skipped) {
      lines.push(
        `  skipped ${count}: ${reason}${examples.length ? ` (${examples.join(', ')})` : ''}`
      );
    }
    for (const [reason, { count, examples }] of c.notes) {
      lines.push(`  note ${count}: ${reason}${examples.length ? ` (${examples.join(', ')})` : ''}`);
    }
  }
  lines.push('');
  lines.push(
    `images found: ${report.foundImages}, copied now: ${report.copiedImages}` +
      (report.dryRun ? ' (a dry run copies nothing)' : '')
  );
  if (report.missingImages.length) {
    lines.push(
      `images missing or not JPEG/PNG (${report.missingImages.length}), left as missing images: ` +
        report.missingImages.slice(0, 20).join(', ') +
        (report.missingImages.length > 20 ? ', …' : '')
    );
  }
  lines.push(
    `time: ${(report.ms / 1000).toFixed(1)} s (reading the files ${(report.readMs / 1000).toFixed(1)} s)`
  );
  return lines.join('\n');
}
