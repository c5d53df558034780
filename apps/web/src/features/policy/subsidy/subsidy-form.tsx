import { DICT_TYPES, regionApi, SUBSIDY_KIND_LABELS, subsidyApi, type SubsidyForm as SubsidyBody, type subsidyDetail } from '@hrbd/contract';
import { Checkbox, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { z } from 'zod';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { RichTextEditor } from '../../../components/rich-text';
import { TimeRangePicker, type TimeRange } from '../../../components/time-range-picker';
import dayjs, { type Dayjs } from '../../../lib/dayjs';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useDict } from '../../../lib/reference-data';

type SubsidyDetail = z.infer<typeof subsidyDetail>;
const body = subsidyApi.addSubsidyProject.body;
/** The covered counties are 郑州's. */
const ZHENGZHOU = '410100';

interface Values {
  projectName: string;
  kinds: number[];
  oldStandard?: number | null;
  medicalStandard?: number | null;
  personTypes: string[];
  counties: string[];
  subsidyPeriod?: [Dayjs, Dayjs] | null;
  reportPeriod?: TimeRange | null;
  guide?: string;
}

function valuesOf(p: SubsidyDetail): Values {
  return {
    projectName: p.projectName,
    kinds: p.kinds,
    oldStandard: p.oldStandard,
    medicalStandard: p.medicalStandard,
    personTypes: p.personTypes,
    counties: p.counties,
    subsidyPeriod: p.subsidyStart && p.subsidyEnd ? [dayjs(`${p.subsidyStart}-01`), dayjs(`${p.subsidyEnd}-01`)] : null,
    reportPeriod: p.reportStart && p.reportEnd ? [p.reportStart, p.reportEnd] : null,
    guide: p.guide,
  };
}

function toBody(v: Values): SubsidyBody {
  return {
    projectName: v.projectName,
    kinds: (v.kinds ?? []) as Array<1 | 2>,
    oldStandard: v.kinds?.includes(1) ? (v.oldStandard ?? null) : null,
    medicalStandard: v.kinds?.includes(2) ? (v.medicalStandard ?? null) : null,
    personTypes: v.personTypes ?? [],
    counties: v.counties ?? [],
    subsidyStart: v.subsidyPeriod?.[0]?.format('YYYY-MM') ?? null,
    subsidyEnd: v.subsidyPeriod?.[1]?.format('YYYY-MM') ?? null,
    reportStart: v.reportPeriod?.[0] ?? null,
    reportEnd: v.reportPeriod?.[1] ?? null,
    guide: v.guide ?? '',
  };
}

/**
 * 新增补贴项目 / 编辑补贴项目: a draft may be saved half done (提交 names what
 * is missing). Standards are typed in 元 per month; once applications exist
 * the server keeps the kinds and standards (409 naming the field).
 */
export function SubsidyFormDialog({ project, onClose }: { project: SubsidyDetail | null | undefined; onClose: () => void }) {
  const editing = project !== null && project !== undefined;
  const invalidates = [subsidyApi.queryPageSubsidy, subsidyApi.getSubsidyProjectInfo];
  const add = useApiMutation(subsidyApi.addSubsidyProject, { invalidates });
  const edit = useApiMutation(subsidyApi.editSubsidyProject, { invalidates });
  const personTypes = useDict(DICT_TYPES.applyPersonType);
  const counties = useApiQuery(regionApi.selectByCityCode, { query: { cityCode: ZHENGZHOU } });
  return (
    <ModalForm<Values>
      title={editing ? '编辑补贴项目' : '新增补贴项目'}
      open={project !== undefined}
      onClose={onClose}
      width={900}
      labelWidth={140}
      initialValues={editing ? valuesOf(project) : { kinds: [1, 2], personTypes: [], counties: [] }}
      onSubmit={(values) => (editing ? edit.mutateAsync({ body: { ...toBody(values), projectCode: project.projectCode } }) : add.mutateAsync({ body: toBody(values) }))}
    >
      {(form) => (
        <>
          <Form.Item name="projectName" label="项目名称" rules={contractRules(body, 'projectName', { required: '请输入项目名称' })}>
            <Input placeholder="如：2025年灵活就业人员社会保险补贴" count={contractCount(body, 'projectName')} />
          </Form.Item>
          <Form.Item name="kinds" label="补贴类别">
            <Checkbox.Group options={[1, 2].map((value) => ({ value, label: SUBSIDY_KIND_LABELS[value] }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.kinds !== b.kinds}>
            {() => {
              const kinds: number[] = form.getFieldValue('kinds') ?? [];
              return (
                <>
                  {kinds.includes(1) && (
                    <Form.Item name="oldStandard" label="养老保险补贴标准">
                      <InputNumber min={0.01} max={100000} precision={2} addonAfter="元/月" style={{ width: 220 }} placeholder="如：300.00" />
                    </Form.Item>
                  )}
                  {kinds.includes(2) && (
                    <Form.Item name="medicalStandard" label="医疗保险补贴标准">
                      <InputNumber min={0.01} max={100000} precision={2} addonAfter="元/月" style={{ width: 220 }} placeholder="如：120.00" />
                    </Form.Item>
                  )}
                </>
              );
            }}
          </Form.Item>
          <Form.Item name="personTypes" label="申请人类别">
            <Select mode="multiple" options={personTypes.options.map((o) => ({ label: o.label, value: String(o.value) }))} placeholder="请选择申请人类别" />
          </Form.Item>
          <Form.Item name="counties" label="覆盖区县">
            <Select
              mode="multiple"
              loading={counties.isLoading}
              options={(counties.data ?? []).map((c) => ({ label: c.countryName, value: c.countryCode }))}
              placeholder="请选择覆盖区县"
            />
          </Form.Item>
          <Form.Item name="subsidyPeriod" label="补贴期间">
            <DatePicker.RangePicker picker="month" placeholder={['补贴开始月份', '补贴结束月份']} />
          </Form.Item>
          <Form.Item name="reportPeriod" label="申报时间">
            <TimeRangePicker />
          </Form.Item>
          <Form.Item name="guide" label="申报指南">
            <RichTextEditor placeholder="请输入申报指南（申报对象、申报材料、办理方式等）" height={220} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

/** 更新申报时间: the window alone, also for a submitted project (its end not before now). */
export function ReportTimeDialog({ project, onClose }: { project: SubsidyDetail | null; onClose: () => void }) {
  const update = useApiMutation(subsidyApi.updateReportTime, { invalidates: [subsidyApi.queryPageSubsidy, subsidyApi.getSubsidyProjectInfo] });
  return (
    <ModalForm<{ period: TimeRange }>
      title="更新申报时间"
      open={project !== null}
      onClose={onClose}
      width={600}
      initialValues={project?.reportStart && project.reportEnd ? { period: [project.reportStart, project.reportEnd] } : {}}
      onSubmit={(v) => update.mutateAsync({ body: { projectCode: project?.projectCode ?? '', reportStart: v.period[0], reportEnd: v.period[1] } })}
    >
      <Form.Item name="period" label="申报时间" rules={[{ required: true, message: '请选择申报开始时间和申报结束时间' }]}>
        <TimeRangePicker />
      </Form.Item>
    </ModalForm>
  );
}
