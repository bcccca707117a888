/**
 * The operation log as a reader of 日志管理 sees it: an entry about a record or a file above the
 * reader's secrecy level keeps its time, user, module, action, result and IP, but not what it names —
 * its target reads “（密级受限的记录）” and its detail is left out. The level is the subject's level
 * **now** (a record raised after the entry was written is withheld from then on; a file has the level
 * of the most secret record holding it); a record no longer stored counts as the highest level (fails
 * closed). The search of the log runs over what the reader sees, so a keyword cannot find a withheld
 * name either. docs/administration.md, "What the operation log shows".
 */
import { INFO_LEVELS, type InfoLevel } from '../../../src/domain/admin/secrecy';
import { resourceOf } from '../../../src/domain/desks';
import { serverText } from '../../../src/domain/serverMessages';
import { fileHolders, levelOfHolders, recordLevel } from '../files/files';
import { maySee, type MockUser } from '../server/identity';
import type { OpLogEntry } from '../platform/oplog';
import { table } from '../store/tables';

const HIGHEST: InfoLevel = INFO_LEVELS[INFO_LEVELS.length - 1];

/** A function answering the level of a subject (`<resource>:<id>` or `file:<id>`), holders computed once. */
function levelReader(): (subject: string) => InfoLevel {
  let holders: ReturnType<typeof fileHolders> | undefined;
  return (subject) => {
    const at = subject.indexOf(':');
    const kind = subject.slice(0, at);
    const id = subject.slice(at + 1);
    if (kind === 'file') {
      holders ??= fileHolders();
      return levelOfHolders(holders.get(id));
    }
    const def = resourceOf(kind);
    const row = def ? table(def).rows.get(id) : undefined;
    return def && row ? recordLevel(def, row) : HIGHEST;
  };
}

/** The entries as `reader` may read them, in the same order; `subjects` is never answered. */
export function opLogAsSeenBy(entries: readonly OpLogEntry[], reader: MockUser): OpLogEntry[] {
  const levelOf = levelReader();
  const cache = new Map<string, boolean>();
  const visible = (subject: string) => {
    let v = cache.get(subject);
    if (v === undefined) {
      v = maySee(reader, levelOf(subject));
      cache.set(subject, v);
    }
    return v;
  };
  return entries.map(({ subjects, ...entry }) => {
    if (!subjects?.length || subjects.every(visible)) return entry;
    const { detail: _withheld, ...rest } = entry;
    return { ...rest, target: serverText('server.oplog.withheld') };
  });
}
