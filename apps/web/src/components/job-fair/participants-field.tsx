import { PlusOutlined } from '@ant-design/icons';
import { companyApi, JOB_APPROVE_TYPE_LABELS, JOB_FAIR_JOB_STATES, jobApi, jobFairJobProblem, type JobRecord } from '@hrbd/contract';
import { Button, Select, Space, Table, Tag, Typography, type TableColumnType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ActionLink } from '../row-actions';
import { useApiQuery } from '../../lib/query';
import { formatSalary } from '../../lib/format';
import { useSearchText } from '../../lib/use-search-text';

/** A company taking part and the jobs it brings, as the form holds them. */
export interface ParticipantValue {
  cmpyCode: string;
  cmpyName: string;
  jobCodes: string[];
  /** Jobs already at the fair: offered (and named) even if they could no longer join. */
  kept: ReadonlyArray<Pick<JobRecord, 'jobCode' | 'jobName' | 'salaryMin' | 'salaryMax'>>;
}

/** A company's jobs offered at once; demo companies have a dozen or so. */
const JOBS_PER_COMPANY = 100;

/** A job as the picker names it: a company may have several 出纳, told apart by their pay. */
const jobLabel = (job: Pick<JobRecord, 'jobName' | 'salaryMin' | 'salaryMax'>, note?: string) =>
  `${job.jobName}（${formatSalary(job.salaryMin, job.salaryMax)}${note ? `，${note}` : ''}）`;

/** The short reason shown after a job that cannot join; the whole sentence is its tooltip. */
function shortReason(job: Pick<JobRecord, 'approveType'>): string {
  return JOB_FAIR_JOB_STATES.includes(job.approveType)
    ? '招聘已结束'
    : (JOB_APPROVE_TYPE_LABELS[job.approveType as keyof typeof JOB_APPROVE_TYPE_LABELS] ?? String(job.approveType));
}

interface JobsSelectProps {
  participant: ParticipantValue;
  fairStartTime: string | undefined;
  onChange: (jobCodes: string[]) => void;
}

/**
 * The jobs one company brings: its jobs (岗位列表, at most 100), those that
 * cannot join greyed out with the reason — as the server will judge them.
 * A new company's jobs load at once; a company already at the fair loads
 * them when the list is opened.
 */
function JobsSelect({ participant, fairStartTime, onChange }: JobsSelectProps) {
  const [wanted, setWanted] = useState(participant.kept.length === 0);
  const { data, isFetching } = useApiQuery(
    jobApi.queryJobInfoList,
    { body: { cmpyCode: participant.cmpyCode, pageNum: 1, pageSize: JOBS_PER_COMPANY } },
    { enabled: wanted },
  );
  const options = useMemo(() => {
    const kept = new Set(participant.kept.map((j) => j.jobCode));
    const loaded = (data?.records ?? []).filter((job) => !kept.has(job.jobCode));
    const judged = loaded.map((job) => ({ job, problem: jobFairJobProblem(job, fairStartTime ?? '') }));
    return [
      ...participant.kept.map((j) => ({ value: j.jobCode, label: jobLabel(j), name: j.jobName })),
      ...judged.filter((j) => !j.problem).map(({ job }) => ({ value: job.jobCode, label: jobLabel(job), name: job.jobName })),
      ...judged
        .filter((j) => j.problem)
        .map(({ job, problem }) => ({ value: job.jobCode, label: jobLabel(job, shortReason(job)), name: job.jobName, disabled: true, title: problem ?? '' })),
    ];
  }, [data, participant.kept, fairStartTime]);
  const selectable = options.filter((o) => !('disabled' in o && o.disabled)).map((o) => o.value);
  // 全选 before the jobs have loaded asks for them and selects once they arrive.
  const [selectAll, setSelectAll] = useState(false);
  useEffect(() => {
    if (!selectAll || !data) return;
    setSelectAll(false);
    onChange(selectable);
  }, [selectAll, data, selectable, onChange]);

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        mode="multiple"
        aria-label={`${participant.cmpyName}的参会岗位`}
        value={participant.jobCodes}
        onChange={onChange}
        options={options}
        loading={isFetching}
        onOpenChange={(open) => open && setWanted(true)}
        optionFilterProp="label"
        // Chosen jobs show by name; the list names their pay too.
        optionLabelProp="name"
        maxTagCount="responsive"
        placeholder="请选择参会岗位"
        notFoundContent={isFetching ? '加载中…' : '暂无数据'}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        loading={selectAll}
        disabled={data !== undefined && selectable.length === 0}
        onClick={() => {
          setWanted(true);
          setSelectAll(true);
        }}
      >
        全选
      </Button>
    </Space.Compact>
  );
}

/** Passed companies found by name (`cmpy/list`), those already taking part left out. */
function CompanyAdder({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd: (cmpyCode: string, cmpyName: string) => void }) {
  const [search, setTyped] = useSearchText();
  const { data, isFetching } = useApiQuery(companyApi.list, { query: { cmpyName: search } });
  const options = (data ?? []).filter((c) => !taken.has(c.cmpyCode)).map((c) => ({ value: c.cmpyCode, label: c.cmpyName }));
  return (
    <Select<string, { value: string; label: string }>
      aria-label="添加参会企业"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={null}
      onSelect={(cmpyCode, option) => {
        onAdd(cmpyCode, option.label);
        setTyped('');
      }}
      options={options}
      loading={isFetching}
      suffixIcon={<PlusOutlined />}
      placeholder="输入已通过审核的企业名称，添加参会企业"
      notFoundContent={isFetching ? '加载中…' : '暂无数据'}
      style={{ width: 420 }}
    />
  );
}

export interface ParticipantsFieldProps {
  value?: ParticipantValue[];
  onChange?: (value: ParticipantValue[]) => void;
  /** When the fair starts: a job must still be recruiting then to join. */
  fairStartTime?: string;
  /** An ended fair's list of who took part is a record: shown, not changed. */
  disabled?: boolean;
  id?: string;
}

/** 参会企业及岗位: the companies taking part, each with the jobs it brings. */
export function ParticipantsField({ value = [], onChange, fairStartTime, disabled, id }: ParticipantsFieldProps) {
  const taken = useMemo(() => new Set(value.map((p) => p.cmpyCode)), [value]);
  const update = (cmpyCode: string, jobCodes: string[]) => onChange?.(value.map((p) => (p.cmpyCode === cmpyCode ? { ...p, jobCodes } : p)));
  const jobCount = value.reduce((sum, p) => sum + p.jobCodes.length, 0);

  const columns: TableColumnType<ParticipantValue>[] = [
    { title: '企业名称', dataIndex: 'cmpyName', width: 260 },
    {
      title: '参会岗位',
      key: 'jobs',
      render: (_: unknown, participant) =>
        disabled ? (
          <Space size={[0, 4]} wrap>
            {participant.kept.length === 0 ? '-' : participant.kept.map((j) => <Tag key={j.jobCode}>{j.jobName}</Tag>)}
          </Space>
        ) : (
          <JobsSelect participant={participant} fairStartTime={fairStartTime} onChange={(jobCodes) => update(participant.cmpyCode, jobCodes)} />
        ),
    },
    ...(disabled
      ? []
      : [
          {
            title: '操作',
            key: 'actions',
            width: 72,
            render: (_: unknown, participant: ParticipantValue) => (
              <ActionLink danger onClick={() => onChange?.(value.filter((p) => p.cmpyCode !== participant.cmpyCode))}>
                移除
              </ActionLink>
            ),
          },
        ]),
  ];

  return (
    <Space id={id} orientation="vertical" size={8} style={{ width: '100%' }}>
      {!disabled && (
        <CompanyAdder taken={taken} onAdd={(cmpyCode, cmpyName) => onChange?.([...value, { cmpyCode, cmpyName, jobCodes: [], kept: [] }])} />
      )}
      <Table<ParticipantValue>
        rowKey="cmpyCode"
        size="small"
        columns={columns}
        dataSource={value}
        pagination={false}
        scroll={value.length > 6 ? { y: 300 } : undefined}
        locale={{ emptyText: '暂无数据' }}
      />
      <Typography.Text type="secondary">
        已选择 {value.length} 家企业、{jobCount} 个岗位
      </Typography.Text>
    </Space>
  );
}

/** The form's participants as the endpoints take them. */
export function participantCodes(value: readonly ParticipantValue[] = []) {
  return { cmpyCodes: value.map((p) => p.cmpyCode), jobCodes: value.flatMap((p) => p.jobCodes) };
}
