// Derives the list of legacy calls from the "calls it makes" tables (section 7) of the three
// spec documents. Used to (re)generate test/spec-calls.json and, when ../shared/spec is present,
// by the contract test to prove the committed list still matches the spec.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SPEC_FILES = ['member-site.md', 'admin-content.md', 'admin-operations.md'];

/** @returns {{method: string, path: string, query: string[], input: boolean, docs: string[]}[]} */
export function extractSpecCalls(specDir) {
  const calls = new Map();
  for (const file of SPEC_FILES) {
    const text = readFileSync(join(specDir, file), 'utf8');
    const section = text.split('## 7.')[1]?.split('## 8.')[0] ?? '';
    for (const line of section.split('\n')) {
      if (!line.startsWith('|') || line.startsWith('|---') || /\|\s*Method/.test(line)) continue;
      const cells = line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim());
      let methods;
      let rawPath;
      let payload;
      if (file === 'admin-content.md') {
        methods = cells[0] === 'POST or PUT' ? ['POST', 'PUT'] : [cells[0]];
        rawPath = cells[1];
        // This table merges payload and response in one column; only writes carry a payload.
        payload = methods[0] === 'GET' ? 'none' : cells[2];
      } else {
        const m = /^(GET|POST|PUT|DELETE|PATCH) (\S+)/.exec(cells[0]);
        if (!m) throw new Error(`unreadable call row in ${file}: ${line}`);
        methods = [m[1]];
        rawPath = m[2];
        payload = cells[1];
      }
      const path = rawPath.split('?')[0].split('[')[0];
      // Query names as the spec writes them, e.g. "?UserId=&bookId=&get=" or "[?startDate=]".
      const query = [...rawPath.matchAll(/[?&]([A-Za-z_]+)=/g)].map((q) => q[1]);
      const input =
        query.length > 0 || path.includes('{') || !/^(none|no payload)/i.test(payload.trim());
      for (const method of methods) {
        const key = `${method} ${path}`;
        const entry = calls.get(key) ?? { method, path, query: [], input: false, docs: [] };
        for (const q of query) if (!entry.query.includes(q)) entry.query.push(q);
        entry.input ||= input;
        if (!entry.docs.includes(file)) entry.docs.push(file);
        calls.set(key, entry);
      }
    }
  }
  return [...calls.values()].sort((a, b) =>
    a.path === b.path ? a.method.localeCompare(b.method) : a.path.localeCompare(b.path)
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const specDir = resolve(process.argv[2] ?? join(here, '../../../shared/spec'));
  const calls = extractSpecCalls(specDir);
  writeFileSync(join(here, '../test/spec-calls.json'), `${JSON.stringify(calls, null, 2)}\n`);
  console.log(`${calls.length} calls written to test/spec-calls.json`);
}
