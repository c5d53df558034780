import type { DbOrTrx } from '../../db/database.js';
import { DAY_MS, demoRandom, HOUR_MS, startOfDay } from '../../platform/demo-random.js';
import { formatTime } from '../../platform/time.js';
import { demoStaff } from '../system/user/user.service.js';
import { seedPaperDemo } from './exam-paper/exam-paper.demo.js';
import { seedTopicDemo } from './exam-topic/exam-topic.demo.js';
import { seedFormDemo } from './train-form/train-form.demo.js';
import { seedRequireDemo } from './train-require/train-require.demo.js';

const SEED = 20_250_618;

export interface TrainDemoOptions {
  /** The moment the history ends; tests pin it. Only its calendar day (Asia/Shanghai) matters. */
  now?: number;
}

/**
 * 考试管理's demo: the 600-question bank, entered over the 150 days before
 * the seeding day, and 40 papers composed from it with their attempts.
 * Deterministic: a fixed seed, times counted back from midnight of the
 * seeding day, by the 培训管理员 accounts of the system demo.
 */
export async function seedExamDemo(db: DbOrTrx, options: TrainDemoOptions = {}): Promise<void> {
  const random = demoRandom(SEED);
  const dayStart = startOfDay(options.now ?? Date.now());
  const staff = await demoStaff(db, '培训管理员');
  const moment = () => formatTime(dayStart - random.int(126, 150) * DAY_MS + Math.round((8.5 + random.next() * 9) * HOUR_MS / 1000) * 1000);
  await seedTopicDemo(db, random, staff, moment, formatTime(dayStart - 150 * DAY_MS + 9 * HOUR_MS));
  await seedPaperDemo(db, random, staff, dayStart);
}

/**
 * 培训需求 and 培训表单's demo: 150 requirements from 郑州's counties in every
 * state with their records, and eight enrolment forms. Deterministic, as above.
 */
export async function seedRequireFormDemo(db: DbOrTrx, options: TrainDemoOptions = {}): Promise<void> {
  const dayStart = startOfDay(options.now ?? Date.now());
  const staff = await demoStaff(db, '培训管理员');
  await seedRequireDemo(db, staff, dayStart);
  await seedFormDemo(db, demoRandom(SEED + 41), staff, dayStart);
}
