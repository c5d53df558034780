/** A skill on a resume (技能标签): a code of SKILL_GROUPS in the contract. */
export interface RecruitResumeSkillTable {
  resumeId: number;
  skillCode: string;
  createTime: string;
}
