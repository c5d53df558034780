import { SPECIALTY_CATEGORIES, STUDENT_EDUCATION_LABELS, STUDENT_EDUCATIONS } from '@hrbd/contract';

/** 专业, grouped by 专业大类. */
export const SPECIALTY_OPTIONS = SPECIALTY_CATEGORIES.map((c) => ({
  label: c.name,
  title: c.name,
  options: c.specialties.map(([value, label]) => ({ value, label })),
}));

export const CATEGORY_OPTIONS = SPECIALTY_CATEGORIES.map((c) => ({ value: c.code, label: c.name }));

export const EDUCATION_OPTIONS = STUDENT_EDUCATIONS.map((value) => ({ value, label: STUDENT_EDUCATION_LABELS[value] }));

/** The years a roster spans: this year back to fifteen years ago, and the next four (students graduating later). */
export function yearOptions(thisYear = new Date().getFullYear()) {
  return Array.from({ length: 20 }, (_, i) => thisYear + 4 - i).map((value) => ({ value, label: `${value}年` }));
}
