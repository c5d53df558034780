/**
 * Where an export's CPU time goes, from a `node --cpu-prof` profile of the
 * server: every sample is put in the first group met walking from its frame
 * up the stack (a regex inside escapeXml is escaping, a native write inside
 * the zip writer is deflate), idle time left out. Only the export's window
 * counts: from the first sample with the zip writer on its stack to the
 * last (the server's start and the login are left out).
 *
 *   npx tsx lib/cpu-profile-summary.ts <file.cpuprofile> [...]
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Groups, tried in this order against each frame from the sampled one upwards. */
const GROUPS: ReadonlyArray<readonly [string, (f: ProfileNode['callFrame']) => boolean]> = [
  ['垃圾回收', (f) => f.functionName === '(garbage collector)'],
  ['XML 转义', (f) => /escapeXml|escapeText/.test(f.functionName)],
  ['deflate 与 CRC（zip）', (f) => /zip-writer|node:zlib|xlsx-worker/.test(f.url) || /^(crc32|deflate)/i.test(f.functionName)],
  ['行拼装（列取值、单元格 XML）', (f) => /platform\/export\/xlsx\.js|\.export\.js/.test(f.url)],
  ['查询（驱动、Kysely、仓储）', (f) => /better-sqlite3|kysely|\/pg\/|pg-protocol|pg-pool|\.repository\.js|\/db\/|paging\.js/.test(f.url)],
  ['HTTP 与流', (f) => /fastify|node:_http|node:net|node:internal\/streams|node:stream|light-my-request/.test(f.url)],
];

export function summarise(profile: Profile): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const groupOf = new Map<number, string | null>();
  const classify = (id: number): string | null => {
    if (groupOf.has(id)) return groupOf.get(id) ?? null;
    const node = byId.get(id);
    let group: string | null = null;
    if (node) {
      if (node.callFrame.functionName === '(idle)') group = null;
      else {
        const own = GROUPS.find(([, test]) => test(node.callFrame));
        if (own) group = own[0];
        else {
          const up = parent.get(id);
          group = up === undefined ? '其他' : (classify(up) ?? '其他');
        }
      }
    }
    groupOf.set(id, group);
    return group;
  };
  const inExport = new Map<number, boolean>();
  const exporting = (id: number): boolean => {
    if (inExport.has(id)) return inExport.get(id) ?? false;
    const node = byId.get(id);
    const up = parent.get(id);
    // The zip writer runs only while an export is written (the export modules' top level runs at start).
    const answer = node !== undefined && ((/platform\/export\/zip-writer/.test(node.callFrame.url) && node.callFrame.functionName !== '') || (up !== undefined && exporting(up)));
    inExport.set(id, answer);
    return answer;
  };
  const first = profile.samples.findIndex(exporting);
  const last = profile.samples.length - 1 - [...profile.samples].reverse().findIndex(exporting);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (first < 0 || i < first || i > last) return;
    const group = classify(id);
    if (group) totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  for (const file of process.argv.slice(2)) {
    const rows = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile);
    const busy = rows.reduce((sum, [, ms]) => sum + ms, 0);
    process.stdout.write(`${file}: ${Math.round(busy)} ms busy\n`);
    for (const [group, ms] of rows) process.stdout.write(`  ${group.padEnd(24)} ${String(Math.round(ms)).padStart(6)} ms  ${((ms / busy) * 100).toFixed(1)} %\n`);
  }
}
