import { DICT_TYPES, MATCH_SKILLS_MAX, MATCH_WEIGHTS, SKILL_GROUPS, type MatchCriteria } from '@hrbd/contract';
import { Button, Col, Form, Row, Select, Space, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { NumberRangeInput, numberRangeRule, type NumberRange } from '../../../components/number-input';
import { useDict, type DictOptions } from '../../../lib/reference-data';
import { RegionCascader } from '../../../components/region-cascader';

/** What the form holds; the criteria a match is sent with are made from it. */
interface CriteriaForm {
  skillCodes?: string[];
  education?: number;
  areaCode?: string;
  age?: NumberRange;
  usrGender?: number;
  jobStatus?: number;
}

export type Criteria = Omit<MatchCriteria, 'skillCodes'> & { skillCodes: string[] };

const SKILL_OPTIONS = SKILL_GROUPS.map((group) => ({
  label: group.name,
  title: group.name,
  options: group.skills.map((skill) => ({ label: skill.name, value: skill.code })),
}));

/** The area a match takes is the region code's prefix: 41 (省), 4101 (市) or 410184 (区县). */
const areaOfRegion = (code: string | undefined) =>
  code === undefined ? undefined : code.endsWith('0000') ? code.slice(0, 2) : code.endsWith('00') ? code.slice(0, 4) : code;
const regionOfArea = (area: string | undefined) => (area === undefined ? undefined : area.padEnd(6, '0'));

const NO_CRITERION = '请至少选择一项匹配条件（技能、最低学历或所在地区）';

export const SCORE_RULE = `评分规则：技能${MATCH_WEIGHTS.skill}分（按具备所选技能的比例）、学历${MATCH_WEIGHTS.education}分（达到最低学历得满分，低一档得一半）、地区${MATCH_WEIGHTS.area}分（所在地区内得满分，同市或同省递减），满分100分；未设置的条件按满分计。`;

function toCriteria(form: CriteriaForm): Criteria {
  const [startAge, endAge] = form.age ?? [null, null];
  return {
    skillCodes: form.skillCodes ?? [],
    education: form.education ?? undefined,
    areaCode: form.areaCode ?? undefined,
    startAge: startAge ?? undefined,
    endAge: endAge ?? undefined,
    usrGender: form.usrGender ?? undefined,
    jobStatus: form.jobStatus ?? undefined,
  };
}

function toForm(criteria: Criteria | null): CriteriaForm {
  if (!criteria) return {};
  return { ...criteria, age: [criteria.startAge ?? null, criteria.endAge ?? null] };
}

interface CriteriaFormProps {
  value: Criteria | null;
  education: DictOptions;
  onSearch: (criteria: Criteria) => void;
  onReset: () => void;
  /** Buttons after 开始匹配 and 重置 (导出). */
  extra?: ReactNode;
}

/** 匹配条件: the tags (skills, a minimum education, an area) and the filters (age, gender, job status). */
export function MatchCriteriaForm({ value, education, onSearch, onReset, extra }: CriteriaFormProps) {
  const [form] = Form.useForm<CriteriaForm>();
  const gender = useDict(DICT_TYPES.gender);
  const jobStatus = useDict(DICT_TYPES.jobStatus);
  useEffect(() => form.setFieldsValue(toForm(value)), [value, form]);
  return (
    <Form<CriteriaForm>
      form={form}
      layout="vertical"
      initialValues={toForm(value)}
      onFinish={(shape) => {
        const criteria = toCriteria(shape);
        if (criteria.skillCodes.length === 0 && criteria.education === undefined && criteria.areaCode === undefined) {
          form.setFields([{ name: 'skillCodes', errors: [NO_CRITERION] }]);
          return;
        }
        onSearch(criteria);
      }}
    >
      <Row gutter={16}>
        <Col span={10}>
          <Form.Item name="skillCodes" label="技能" extra={`可多选，最多${MATCH_SKILLS_MAX}项`}>
            <Select mode="multiple" allowClear maxCount={MATCH_SKILLS_MAX} options={SKILL_OPTIONS} placeholder="请选择技能" optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="education" label="最低学历">
            <Select allowClear options={education.options} placeholder="请选择最低学历" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="areaCode" label="所在地区" getValueProps={(area?: string) => ({ value: regionOfArea(area) })} normalize={areaOfRegion}>
            <RegionCascader anyLevel width="100%" />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="age" label="年龄" rules={[numberRangeRule]}>
            <NumberRangeInput label="年龄" precision={0} min={16} max={100} unit="岁" />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item name="usrGender" label="性别">
            <Select allowClear placeholder="请选择性别" options={gender.options} />
          </Form.Item>
        </Col>
        <Col span={7}>
          <Form.Item name="jobStatus" label="就业状态">
            <Select allowClear placeholder="请选择就业状态" options={jobStatus.options} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" htmlType="submit">
          开始匹配
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({ skillCodes: [], education: undefined, areaCode: undefined, age: [null, null], usrGender: undefined, jobStatus: undefined });
            onReset();
          }}
        >
          重置
        </Button>
        {extra}
      </Space>
      <div>
        <Typography.Text type="secondary">{SCORE_RULE}</Typography.Text>
      </div>
    </Form>
  );
}
