import { MATCH_WEIGHTS, type MatchRecord } from '@hrbd/contract';
import { Progress, Space, Tag, Tooltip, Typography } from 'antd';

const colorOf = (score: number) => (score >= 80 ? '#52c41a' : score >= 60 ? '#1677ff' : score >= 40 ? '#faad14' : '#bfbfbf');

/** The score out of 100 as a bar. */
export function ScoreBar({ score }: { score: number }) {
  return (
    <Progress
      percent={score}
      size="small"
      strokeColor={colorOf(score)}
      format={(value) => <span style={{ color: 'rgba(0,0,0,0.88)', fontWeight: 600 }}>{value} 分</span>}
      style={{ width: 150, margin: 0 }}
    />
  );
}

/** 技能 x/60 · 学历 y/20 · 地区 z/20: what the score is made of. */
export function ScoreParts({ record }: { record: Pick<MatchRecord, 'skillScore' | 'educationScore' | 'areaScore'> }) {
  const part = (label: string, value: number, max: number) => (
    <Typography.Text type={value === max ? undefined : 'secondary'}>
      {label} {value}/{max}
    </Typography.Text>
  );
  return (
    <Space size={4} split={<Typography.Text type="secondary">·</Typography.Text>}>
      {part('技能', record.skillScore, MATCH_WEIGHTS.skill)}
      {part('学历', record.educationScore, MATCH_WEIGHTS.education)}
      {part('地区', record.areaScore, MATCH_WEIGHTS.area)}
    </Space>
  );
}

/** The person's skills, the ones asked for first and marked. */
export function MatchedSkills({ skills }: { skills: MatchRecord['skills'] }) {
  if (skills.length === 0) return <>-</>;
  return (
    <Space size={[0, 4]} wrap>
      {skills.map((s) => (
        <Tooltip key={s.skillCode} title={s.matched ? '符合所选技能' : undefined}>
          <Tag color={s.matched ? 'green' : undefined}>{s.skillName}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
