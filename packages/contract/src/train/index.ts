export * from './exam-topic.js';
export * from './exam-paper.js';

import { examPaperApi } from './exam-paper.js';
import { examTopicApi } from './exam-topic.js';

/** The `train` domain's areas, each one `defineEndpoints` map: what the server serves and the catalogue test checks. */
export const trainAreas = [examTopicApi, examPaperApi] as const;
