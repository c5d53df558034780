import { sql, type Kysely } from 'kysely';
import { TEXT, withId, type DialectName } from '../../../db/dialect/index.js';

/**
 * 广告管理: 轮播图, 公告, 推荐岗位 and 推荐课程. Each has the columns of an
 * advertising item (display.table.ts): a sort within its group, a display
 * window and an enabled flag; its status is derived when read, never stored.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const item = (name: string, codeColumn: string) =>
    withId(dialect, db.schema.createTable(name))
      .addColumn(codeColumn, TEXT, (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('start_time', TEXT, (c) => c.notNull())
      .addColumn('end_time', TEXT, (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('creator_id', 'integer')
      .addColumn('creator_name', TEXT, (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', TEXT, (c) => c.notNull())
      .addColumn('update_time', TEXT, (c) => c.notNull())
      .addCheckConstraint(`${name}_enabled_ck`, sql`enabled in (0, 1)`)
      .addCheckConstraint(`${name}_window_ck`, sql`end_time > start_time`);

  await item('advert_banner', 'banner_code')
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('image_key', TEXT, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // 0 无链接, 1 岗位 (job code), 2 课程 (course code), 3 网页 (https address).
    .addColumn('link_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_target', TEXT, (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('advert_banner_position_idx').on('advert_banner').columns(['position', 'sort']).execute();

  await item('advert_anno', 'anno_code')
    .addColumn('title', TEXT, (c) => c.notNull())
    .addColumn('content', TEXT, (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('advert_anno_top_idx').on('advert_anno').columns(['is_top', 'sort']).execute();

  // The recommended job or course is another domain's record, named by its code and joined when read.
  await item('advert_recommend_job', 'recommend_code')
    .addColumn('job_code', TEXT, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('advert_recommend_job_position_idx').on('advert_recommend_job').columns(['position', 'sort']).execute();
  await db.schema.createIndex('advert_recommend_job_job_idx').on('advert_recommend_job').columns(['job_code', 'position']).execute();

  await item('advert_recommend_course', 'recommend_code')
    .addColumn('course_code', TEXT, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('advert_recommend_course_position_idx').on('advert_recommend_course').columns(['position', 'sort']).execute();
  await db.schema.createIndex('advert_recommend_course_course_idx').on('advert_recommend_course').columns(['course_code', 'position']).execute();
}
