import type { Database } from '../db/index';
import { importBooks, importLoans } from './catalogue';
import {
  importBlogs,
  importDonationRequests,
  importDonations,
  importEvents,
  importFaqs,
  importGallery,
  importMission,
  importNotices,
  importRankSettings,
  importTeam,
} from './content';
import type { ImportContext, Importer } from './context';
import { createImageResolver } from './images';
import { importActiveAccounts, importAdmins, importApplications, importUsers } from './people';
import { readCollection, type LegacyDoc } from './read';
import { CollectionReport, type ImportReport } from './report';

/**
 * The collections in the order their references need (users before loans and memberships,
 * books before loans, pending donations before accepted ones). The first name is mongoose's
 * collection name; the others are spellings some exports use.
 */
const COLLECTIONS: { names: string[]; run: Importer }[] = [
  { names: ['singupadmins'], run: importAdmins },
  { names: ['users'], run: importUsers },
  { names: ['books'], run: importBooks },
  { names: ['rentbooks'], run: importLoans },
  { names: ['activeaccounts'], run: importActiveAccounts },
  { names: ['memberships'], run: importApplications },
  { names: ['donations'], run: importDonationRequests },
  { names: ['donationdetails'], run: importDonations },
  { names: ['notices'], run: importNotices },
  { names: ['blogs'], run: importBlogs },
  { names: ['galleries'], run: importGallery },
  { names: ['events'], run: importEvents },
  { names: ['teams'], run: importTeam },
  { names: ['missions'], run: importMission },
  { names: ['faqs'], run: importFaqs },
  { names: ['ranksettings', 'ranksetting', 'rank-settings'], run: importRankSettings },
];

export interface ImportOptions {
  db: Database;
  /** The export folder: one file per collection. */
  dir: string;
  /** The legacy server's uploads folder, whose files are copied; null reports them missing. */
  uploadsFrom: string | null;
  /** Our uploads root (DATA_DIR/uploads). */
  uploadsRoot: string;
  dryRun: boolean;
  membershipDays: number;
  now?: Date;
}

class DryRun extends Error {}

/** Mongo's own fields, never data of the club. */
const INTERNAL = new Set(['_id', '__v']);

/**
 * The documents behind proxies that record which fields the importer read, so the report can
 * name the legacy fields that were not carried over (the fork's linkedinId, batch…) instead of
 * dropping them silently.
 */
function watchFields(docs: LegacyDoc[]) {
  const read = new Set<string>();
  const handler: ProxyHandler<LegacyDoc> = {
    get(target, key, receiver) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  };
  return {
    docs: docs.map((doc) => new Proxy(doc, handler)),
    unread(): [string, number][] {
      const counts = new Map<string, number>();
      for (const doc of docs) {
        for (const [key, value] of Object.entries(doc)) {
          if (INTERNAL.has(key) || read.has(key) || value === null || value === '') continue;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      return [...counts].sort(([a], [b]) => a.localeCompare(b));
    },
  };
}

/**
 * Imports a legacy export all-or-nothing: every collection in one transaction, so a failure
 * (a constraint, a crash, a full disk) leaves the database as it was and the command can simply
 * run again. A dry run does all the same work in that transaction and rolls it back, so its
 * report is exactly what a real run would do. Copied pictures are named by their content: a
 * rolled-back run leaves at most files a later run reuses.
 */
export async function importLegacy(options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  // Read (and so parse-check) every file before touching the database.
  const files: Awaited<ReturnType<typeof readCollection>>[] = [];
  for (const c of COLLECTIONS) files.push(await readCollection(options.dir, c.names));
  const readMs = performance.now() - started;
  const images = createImageResolver({
    uploadsFrom: options.uploadsFrom,
    uploadsRoot: options.uploadsRoot,
    dryRun: options.dryRun,
  });
  const collections = COLLECTIONS.map((c) => new CollectionReport(c.names[0]!));
  try {
    await options.db.transaction().execute(async (trx) => {
      const ctx: ImportContext = {
        trx,
        now: options.now ?? new Date(),
        images,
        membershipDays: options.membershipDays,
        legacyUsers: new Map(),
        legacyDonations: new Map(),
      };
      const unreadOf: [CollectionReport, () => [string, number][]][] = [];
      for (const [i, c] of COLLECTIONS.entries()) {
        const file = files[i];
        const report = collections[i]!;
        if (!file) continue;
        report.file = file.file;
        report.format = file.format;
        report.read = file.docs.length;
        const t = performance.now();
        const watched = watchFields(file.docs);
        unreadOf.push([report, watched.unread]);
        await c.run(ctx, watched.docs, report);
        report.ms = performance.now() - t;
      }
      // after every collection: a later one may read an earlier one's fields (users' endDate)
      for (const [report, unread] of unreadOf) {
        for (const [field, count] of unread()) {
          for (let n = 0; n < count; n++) report.note(`field not carried over: ${field}`);
        }
      }
      if (options.dryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return {
    dryRun: options.dryRun,
    collections,
    missingImages: [...images.missing].sort(),
    foundImages: images.found.size,
    copiedImages: images.copied,
    readMs,
    ms: performance.now() - started,
  };
}
