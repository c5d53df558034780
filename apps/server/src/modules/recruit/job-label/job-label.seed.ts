/**
 * The starting job labels: what jobs in the 郑州 area are commonly tagged
 * with (benefits, shifts, who is welcome). Administrators own them afterwards.
 * Seeded labels have readable codes (`jl-01`); labels added later get random ones.
 */
export const JOB_LABEL_SEEDS: ReadonlyArray<readonly [name: string, hot: 0 | 1]> = [
  ['五险一金', 1], ['包吃住', 1], ['周末双休', 1], ['长白班', 1], ['年底双薪', 1], ['带薪年假', 1],
  ['包住', 0], ['包吃', 0], ['餐补', 0], ['交通补贴', 0], ['住房补贴', 0], ['高温补贴', 0],
  ['绩效奖金', 0], ['全勤奖', 0], ['节日福利', 0], ['定期体检', 0], ['员工旅游', 0], ['免费培训', 0],
  ['晋升空间大', 0], ['弹性工作', 0], ['加班补助', 0], ['两班倒', 0], ['计件工资', 0], ['技能补贴', 0],
  ['提供班车', 0], ['宿舍有空调', 0], ['缴纳社保', 0], ['退役军人优先', 0], ['应届生可投', 0], ['残疾人友好', 0],
  ['就近就业', 0], ['临时用工', 0], ['应届毕业生', 0],
];

export const seedJobLabelCode = (index: number) => `jl-${String(index + 1).padStart(2, '0')}`;
