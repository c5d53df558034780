export * from './specialty.js';
export * from './college.js';
export * from './student.js';
export * from './campus-fair.js';
export * from './provide-need.js';
export * from './statistics.js';

import { campusFairApi } from './campus-fair.js';
import { collegeApi } from './college.js';
import { provideNeedApi } from './provide-need.js';
import { collegeStatisApi } from './statistics.js';
import { studentApi } from './student.js';

/**
 * The `college` domain's areas, and the college statistics (catalogue domain
 * `stats`, whose data is the colleges'): what the server serves and the catalogue test checks.
 */
export const collegeAreas = [collegeApi, studentApi, campusFairApi, provideNeedApi, collegeStatisApi] as const;
