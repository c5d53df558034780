import { ConfigError, loadDataLocation } from '../config.js';
import { formatTime } from '../platform/time.js';
import { BackupError } from './archive.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';

/**
 * `npm run backup [-- <directory or .tar>]` and `npm run restore -- <file>`,
 * with the server's DATA_DIR and DATABASE_URL.
 */
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  const where = loadDataLocation();
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} 秒`;
  if (command === 'backup') {
    const done = await writeBackup(where, argument);
    console.log(`备份完成：${done.file}`);
    const files = done.filesInBucket ? '文件在 S3 存储桶中（未包含，请用存储自身的手段备份）' : `文件 ${done.files} 个 ${mb(done.fileBytes)}`;
    console.log(`  数据库（${done.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}）${mb(done.databaseBytes)}，${files}，用时 ${seconds()}`);
  } else if (command === 'restore') {
    if (!argument) throw new BackupError('请指定备份文件：npm run restore -- <备份文件>');
    const done = await restoreBackup(where, argument);
    console.log(`恢复完成：${formatTime(new Date(done.createdAt))} 的备份已恢复到 ${where.databaseUrl ? 'DATABASE_URL 指向的数据库' : where.dataDir}`);
    console.log(`  文件 ${done.files} 个 ${mb(done.fileBytes)}，用时 ${seconds()}`);
  } else {
    throw new BackupError('用法：npm run backup [-- <目录或 .tar 文件>]；npm run restore -- <备份文件>');
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
