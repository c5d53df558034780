import {
  COURSE_APPROVE_TYPE_LABELS,
  COURSE_LABELS,
  COURSE_NATURE_LABELS,
  COURSE_NATURE_VALUES,
  COURSE_TAB_ORDER,
  COURSE_TYPE_LABELS,
  COURSE_TYPE_VALUES,
  priceText,
  SKILL_LEVEL_LABELS,
  type CourseRecord,
} from '@hrbd/contract';
import type { ReactNode } from 'react';
import { labelOptions } from '../../../components/label-tag';
import { actionsColumn, labelColumns, openingName, type FilterSpec, type ListColumn } from '../../../components/list-page';
import { RegionCascader } from '../../../components/region-cascader';
import { CourseApproveTag, CourseLabels, CourseNatureTag, CourseTypeTag, PriceInput } from './course-tags';

export interface CourseColumnsOptions {
  onView: (course: CourseRecord) => void;
  renderActions: (course: CourseRecord) => ReactNode;
  /** The links of the row with the most: the 操作 column's width. */
  widestActions: readonly string[];
  labelOptions: Array<{ label: string; value: string }>;
  /** Filters the screen fixes or shows as tabs are left out. */
  without?: ReadonlyArray<'approveType' | 'courseType' | 'courseNature'>;
}

/** The course tables of 课程列表, 线上课程, 自定义课程 and 课程审核, and their filters, from the contract's labels. */
export function courseColumns({ onView, renderActions, widestActions, labelOptions: labels, without = [] }: CourseColumnsOptions): ListColumn<CourseRecord>[] {
  const shown = (name: 'approveType' | 'courseType' | 'courseNature') => !without.includes(name);
  return [
    ...labelColumns<CourseRecord, typeof COURSE_LABELS>(COURSE_LABELS, {
      courseName: openingName(onView, 'courseName'),
      approveType: {
        filter: shown('approveType') ? { kind: 'select', name: 'approveType', options: labelOptions(COURSE_APPROVE_TYPE_LABELS, COURSE_TAB_ORDER) } : undefined,
        render: (value: number) => <CourseApproveTag value={value} />,
      },
      courseType: {
        filter: shown('courseType') ? { kind: 'select', name: 'courseType', options: labelOptions(COURSE_TYPE_LABELS, COURSE_TYPE_VALUES) } : undefined,
        render: (value: number) => <CourseTypeTag value={value} />,
      },
      courseNature: {
        filter: shown('courseNature') ? { kind: 'select', name: 'courseNature', options: labelOptions(COURSE_NATURE_LABELS, COURSE_NATURE_VALUES) } : undefined,
        render: (value: number) => <CourseNatureTag value={value} />,
      },
      price: { render: (cents: number) => priceText(cents) },
      cmpyName: { render: (name: string) => name || '-' },
      applyPeriod: { render: (_: unknown, course) => `${course.applyBeginTime.slice(0, 10)} 至 ${course.applyEndTime.slice(0, 10)}` },
      occupationName: { render: (name: string) => name || '-' },
      skillLevel: { render: (level: number | null) => (level === null ? '-' : SKILL_LEVEL_LABELS[level]) },
      countyName: { filter: { kind: 'custom', name: 'countyCode', render: () => <RegionCascader placeholder="请选择所在区县" /> } },
      labels: {
        filter: { kind: 'select', name: 'labelCode', options: labels },
        render: (value: CourseRecord['labels']) => <CourseLabels labels={value} />,
      },
      courseCode: { filter: { kind: 'text', name: 'courseCode' } },
    }),
    actionsColumn(widestActions, renderActions),
  ];
}

/** 创建时间 and 课程价格 (typed in yuan, sent in cents), the lists' filters beside the columns. */
/** A failed read of courses, in the glossary's words (the lists, the detail, the form). */
export const COURSE_LOAD_FAILED = '获取课程失败';

export const COURSE_EXTRA_FILTERS: readonly FilterSpec[] = [
  { kind: 'dateRange', names: ['beginTime', 'endTime'], label: COURSE_LABELS.createTime.label },
  { kind: 'custom', name: 'beginPrice', label: '最低价格', render: () => <PriceInput placeholder="最低价格" /> },
  { kind: 'custom', name: 'endPrice', label: '最高价格', render: () => <PriceInput placeholder="最高价格" /> },
];
