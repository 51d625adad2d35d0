import { clubDate } from '../../club-time';
import { defineHandlers, type HandlerContext, type OperationId } from '../../contract/types';
import { attachment } from './file';
import { booksCsv } from './books';
import { membersCsv } from './members';
import { exportCsv, runImport, type CsvKind } from './run';

function download<T extends { uniqueId?: number }>(
  kind: CsvKind<T>,
  { services, reply }: HandlerContext<OperationId>
): Promise<string> {
  reply.type('text/csv; charset=utf-8');
  reply.header('Content-Disposition', attachment(kind.name, clubDate(services.clock.now())));
  return exportCsv(kind, services.db);
}

function upload<T extends { uniqueId?: number }>(
  kind: CsvKind<T>,
  { services, request, body, query }: HandlerContext<'importBooksCsv' | 'importMembersCsv'>
) {
  const validate = request.routeOptions.config.csvRow!;
  return runImport(kind, services, body as string, validate, query.dryRun ?? false);
}

/** CSV export and import of the catalogue and the members (issue 19). */
export const csvHandlers = defineHandlers({
  exportBooksCsv: (ctx) => download(booksCsv, ctx),
  exportMembersCsv: (ctx) => download(membersCsv, ctx),
  importBooksCsv: (ctx) => upload(booksCsv, ctx),
  importMembersCsv: (ctx) => upload(membersCsv, ctx),
});
