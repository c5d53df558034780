export * from './exam-topic.js';
export * from './exam-paper.js';
export * from './train-require.js';
export * from './train-form.js';
export * from './train-label.js';
export * from './course.js';
export * from './train-apply.js';
export * from './train-order.js';
export * from './train-class.js';
export * from './train-sign-in.js';

import { courseApi } from './course.js';
import { examPaperApi } from './exam-paper.js';
import { examTopicApi } from './exam-topic.js';
import { trainFormApi } from './train-form.js';
import { trainLabelApi } from './train-label.js';
import { trainRequireApi } from './train-require.js';
import { trainApplyApi } from './train-apply.js';
import { trainOrderApi } from './train-order.js';
import { trainClassApi, trainStudentApi } from './train-class.js';
import { trainSignInApi } from './train-sign-in.js';

/** The `train` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const trainAreas = [examTopicApi, examPaperApi, trainRequireApi, trainFormApi, trainLabelApi, courseApi, trainApplyApi, trainOrderApi, trainClassApi, trainStudentApi, trainSignInApi] as const;
