import { z } from 'zod';
import { LABEL_TYPES } from '../common/label.js';
import { defineEndpoints } from '../core/define-endpoint.js';
import { code32, decimal } from '../core/fields.js';
import { defineLabels, field } from '../core/labels.js';
import { defineStateMachine } from '../core/state-machine.js';
import { perm } from '../system/resource-tree.js';

/**
 * 标签管理: the training labels (com_label) of each type — 线上课程, 线下课程,
 * 职业技能 — added, renamed, deleted while unused, and marked 热门 (at most
 * TRAIN_LABEL_HOT_MAX per type). The lookup every form uses is common's
 * getLabels.
 */
export const TRAIN_LABEL_NAME_MAX = 20;
/** The most 热门 labels one type may have: the portal shows that many. */
export const TRAIN_LABEL_HOT_MAX = 10;
export const LABEL_HOT_LABELS: Readonly<Record<0 | 1, string>> = { 0: '普通', 1: '热门' };

/** 设为热门 / 取消热门: a repeat is refused (标签当前为“热门”状态，不能设为热门). */
export const LABEL_HOT_MACHINE = defineStateMachine({
  subject: '标签',
  states: LABEL_HOT_LABELS,
  actions: { hot: '设为热门', unhot: '取消热门' },
  transitions: [
    { action: 'hot', from: [0], to: 1 },
    { action: 'unhot', from: [1], to: 0 },
  ],
});

/** A label's fields as 标签管理 lists them. */
export const TRAIN_LABEL_LABELS = defineLabels({
  labelName: field.name('标签名称'),
  labelHot: field.state('是否热门'),
});

const LABEL_TYPE_VALUES = Object.values(LABEL_TYPES) as number[];
const labelTypeField = z
  .number({ error: '请选择标签类型' })
  .int()
  .refine((v) => LABEL_TYPE_VALUES.includes(v), { error: `标签类型取值应为 ${LABEL_TYPE_VALUES.join('、')} 之一` })
  .describe('标签类型');
const labelNameField = z.string().trim().min(1, { error: '请输入标签名称' }).max(TRAIN_LABEL_NAME_MAX).describe('标签名称');
const labelCodeField = code32('标签编号');

const labelAnswer = z.object({ labelCode: z.string(), labelName: z.string(), labelType: z.number().int(), labelHot: z.number().int() });

export const trainLabelApi = defineEndpoints('train', 'trainLabel', {
  addLabel: {
    method: 'POST',
    path: '/train/labels/addLabel',
    summary: '新增培训标签',
    access: { permission: perm.train.label.add },
    audit: true,
    body: z.object({ labelType: labelTypeField, labelName: labelNameField }),
    response: labelAnswer,
  },
  editLabel: {
    method: 'POST',
    path: '/train/labels/editLabel',
    summary: '编辑培训标签名称',
    access: { permission: perm.train.label.edit },
    audit: true,
    body: z.object({ labelCode: labelCodeField, labelName: labelNameField }),
    response: labelAnswer,
  },
  delLabel: {
    method: 'POST',
    path: '/train/labels/delLabel',
    summary: '删除培训标签（使用中的不能删除）',
    access: { permission: perm.train.label.remove },
    audit: true,
    body: z.object({ labelCode: labelCodeField }),
    response: z.null(),
  },
  skillsToHot: {
    method: 'GET',
    path: '/train/labels/skillsToHot',
    summary: '设为或取消热门标签',
    access: { permission: perm.train.label.edit },
    audit: true,
    query: z.object({
      labelCode: labelCodeField,
      labelHot: decimal(
        z
          .number({ error: '是否热门取值应为 0、1 之一' })
          .int()
          .refine((v) => v === 0 || v === 1, { error: '是否热门取值应为 0、1 之一' }),
      ).describe('是否热门'),
    }),
    response: labelAnswer,
  },
});
