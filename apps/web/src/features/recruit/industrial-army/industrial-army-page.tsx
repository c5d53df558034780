import { APPLICANT_LABELS, applyInfoApi, DICT_TYPES, industrialArmyApi, perm, skillGroupName, type MatchRecord, type ResumeProfile } from '@hrbd/contract';
import { Card, Col, Empty, Row, Table, Typography, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ExportButton } from '../../../components/export-button';
import { Pager, tableLoadState } from '../../../components/list-page';
import { ActionLink, RowActions } from '../../../components/row-actions';
import { useApiQuery } from '../../../lib/query';
import { useSessionState } from '../../../lib/use-session-state';
import { useDict, useEducation } from '../../../lib/reference-data';
import { MatchCriteriaForm, type Criteria } from './criteria-form';
import { IdCardLookup } from './id-card-lookup';
import { ResumeDrawer } from './resume-drawer';
import { MatchedSkills, ScoreBar, ScoreParts } from './score';

interface MatchState {
  criteria: Criteria | null;
  pageNum: number;
  pageSize: number;
}

/** The resume behind a ranked row: the resume detail (简历管理's right) with the skills the ranking already has. */
function RowResumeDrawer({ row, onClose, education }: { row: MatchRecord | null; onClose: () => void; education: ReturnType<typeof useEducation> }) {
  const { data, error } = useApiQuery(applyInfoApi.queryResumeDetail, { query: { resumeCode: row?.resumeCode ?? '' } }, { enabled: row !== null });
  const profile: ResumeProfile | undefined =
    row && data && data.resumeVO.resumeCode === row.resumeCode
      ? {
          resumeCode: row.resumeCode,
          resumeVO: data.resumeVO,
          workList: data.workList,
          educationList: data.educationList,
          trainList: data.trainList,
          skillList: row.skills.map((s) => ({ skillCode: s.skillCode, skillName: s.skillName, groupName: skillGroupName(s.skillCode) })),
        }
      : undefined;
  return <ResumeDrawer open={row !== null} profile={profile} error={error?.message} education={education} onClose={onClose} />;
}

/**
 * 产业军人才匹配: the tags a post needs (skills, a minimum education, an
 * area) and filters (age, gender, job status) → the job seekers' resumes
 * ranked by their score with its parts; a resume can also be looked up by
 * ID number. The last match survives a reload; 导出 writes its whole ranking.
 */
export default function IndustrialArmyPage() {
  const { can } = useCurrentUser();
  const education = useEducation();
  const gender = useDict(DICT_TYPES.gender).label;
  const jobStatus = useDict(DICT_TYPES.jobStatus).label;
  const [state, setState] = useSessionState<MatchState>('industrial-army:match', { criteria: null, pageNum: 1, pageSize: 10 });
  const [found, setFound] = useState<ResumeProfile | null>(null);
  const [viewing, setViewing] = useState<MatchRecord | null>(null);
  const canSeeResume = can(perm.recruit.resume.list.list);

  const result = useApiQuery(
    industrialArmyApi.usertagMatching,
    { body: { ...(state.criteria ?? { skillCodes: [] }), pageNum: state.pageNum, pageSize: state.pageSize } },
    { enabled: state.criteria !== null, placeholderData: (previous) => previous },
  );

  const columns = useMemo<TableColumnType<MatchRecord>[]>(
    () => [
      { title: '排名', dataIndex: 'rank', width: 64, align: 'center', fixed: 'left' },
      {
        title: '姓名',
        dataIndex: 'usrName',
        width: 90,
        fixed: 'left',
        render: (name: string, row) => (canSeeResume ? <Typography.Link onClick={() => setViewing(row)}>{name}</Typography.Link> : name),
      },
      { title: '匹配得分', dataIndex: 'score', width: 180, render: (score: number) => <ScoreBar score={score} /> },
      { title: '得分构成', key: 'parts', width: 250, render: (_: unknown, row) => <ScoreParts record={row} /> },
      { title: '技能', dataIndex: 'skills', width: 260, render: (skills: MatchRecord['skills']) => <MatchedSkills skills={skills} /> },
      { title: '学历', dataIndex: 'education', width: 80, render: (value: number) => education.label(value) },
      { title: '性别', dataIndex: 'usrGender', width: 60, render: (value: number) => gender(value) },
      { title: '年龄', dataIndex: 'age', width: 60, align: 'right' },
      {
        title: '现居住地',
        key: 'place',
        width: 170,
        render: (_: unknown, row) => [row.cityName === row.provinceName ? row.provinceName : row.cityName, row.countyName].join(' '),
      },
      { title: '就业状态', dataIndex: 'jobStatus', width: 90, render: (value: number) => jobStatus(value) },
      { title: '期望岗位', dataIndex: 'expectJob', width: 110 },
      { title: APPLICANT_LABELS.mobile.label, dataIndex: 'mobile', width: 120 },
      { title: APPLICANT_LABELS.idCard.label, dataIndex: 'idCard', width: 180 },
      ...(canSeeResume
        ? [
            {
              title: '操作',
              key: 'actions',
              fixed: 'right' as const,
              width: 100,
              render: (_: unknown, row: MatchRecord) => (
                <RowActions>
                  <ActionLink onClick={() => setViewing(row)}>查看简历</ActionLink>
                </RowActions>
              ),
            },
          ]
        : []),
    ],
    [canSeeResume, education, gender, jobStatus],
  );

  const page = result.data;
  return (
    <div className="industrial-army-page">
      <Row gutter={16}>
        <Col span={17}>
          <Card title="匹配条件" variant="borderless" style={{ height: '100%' }}>
            <MatchCriteriaForm
              value={state.criteria}
              education={education}
              onSearch={(criteria) => setState((prev) => ({ ...prev, criteria, pageNum: 1 }))}
              onReset={() => setState((prev) => ({ ...prev, criteria: null, pageNum: 1 }))}
              extra={
                can(perm.recruit.industrialArmy.export) && (
                  <ExportButton
                    endpoint={industrialArmyApi.exportIndustrial}
                    input={() => ({ query: state.criteria ?? { skillCodes: [] } })}
                    disabled={state.criteria === null || !page || page.total === 0}
                  >
                    导出匹配结果
                  </ExportButton>
                )
              }
            />
          </Card>
        </Col>
        <Col span={7}>
          <Card title="按身份证号查询简历" variant="borderless" style={{ height: '100%' }}>
            <IdCardLookup onFound={setFound} />
          </Card>
        </Col>
      </Row>
      <Card
        variant="borderless"
        style={{ marginTop: 16 }}
        title={page && state.criteria ? `匹配结果（共 ${page.total} 人）` : '匹配结果'}
      >
        {state.criteria === null ? (
          <Empty description="请选择技能、最低学历或所在地区后开始匹配" />
        ) : (
          <>
            <Table<MatchRecord>
              rowKey="resumeCode"
              size="middle"
              columns={columns}
              dataSource={page?.records ?? []}
              loading={result.isFetching}
              pagination={false}
              scroll={{ x: 'max-content' }}
              {...tableLoadState(result, (page?.records.length ?? 0) > 0)}
            />
            <div style={{ marginTop: 16 }}>
              <Pager
                pageNum={state.pageNum}
                pageSize={state.pageSize}
                total={page?.total ?? 0}
                onChange={(pageNum, pageSize) => setState((prev) => ({ ...prev, pageNum, pageSize }))}
              />
            </div>
          </>
        )}
      </Card>
      <ResumeDrawer open={found !== null} profile={found ?? undefined} education={education} onClose={() => setFound(null)} />
      <RowResumeDrawer row={viewing} education={education} onClose={() => setViewing(null)} />
    </div>
  );
}
