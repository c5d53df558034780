import { z } from 'zod';
import { decimal } from '../core/fields.js';
import { defineEndpoints } from '../core/define-endpoint.js';

/**
 * Training labels by kind. The spec names only 1 (online courses); 2 and 3
 * are the other kinds the training screens tag: offline courses and skills.
 * The training domain manages the labels (add/edit/delete, hot); this lookup
 * serves every form that offers them.
 */
export const LABEL_TYPES = { onlineCourse: 1, offlineCourse: 2, skill: 3 } as const;
export type LabelType = (typeof LABEL_TYPES)[keyof typeof LABEL_TYPES];
export const LABEL_TYPE_LABELS: Record<LabelType, string> = { 1: '线上课程', 2: '线下课程', 3: '职业技能' };
const LABEL_TYPE_VALUES = Object.values(LABEL_TYPES);

export const labelItem = z.object({
  labelCode: z.string(),
  labelName: z.string(),
  labelType: z.number().int(),
  /** 1 hot, 0 not. */
  labelHot: z.number().int(),
});
export type LabelItem = z.infer<typeof labelItem>;

export const labelApi = defineEndpoints('common', 'label', {
  getLabels: {
    method: 'GET',
    path: '/train/labels/getLabels',
    summary: '按类型查询培训标签',
    access: 'signedIn',
    audit: false,
    query: z.object({
      labelType: decimal(
        z
          .number({ error: '标签类型应为数字' })
          .int()
          .refine((v) => (LABEL_TYPE_VALUES as number[]).includes(v), { error: `标签类型取值应为 ${LABEL_TYPE_VALUES.join('、')} 之一` }),
      )
        .default(LABEL_TYPES.onlineCourse)
        .describe('标签类型'),
    }),
    response: z.array(labelItem),
  },
});
