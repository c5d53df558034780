import { BANNER_LINK_TYPE_LABELS, BANNER_LINK_TYPE_VALUES, BANNER_LINK_TYPES, BANNER_POSITION_LABELS, BANNER_POSITION_VALUES, bannerApi, type BannerRecord } from '@hrbd/contract';
import { Form, Input, Radio, Select } from 'antd';
import { ImageUploader } from '../../../components/image-uploader';
import { labelOptions } from '../../../components/label-tag';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { useApiMutation } from '../../../lib/query';
import { DisplayFields, displayBodyOf, displayValuesOf, type DisplayValues } from '../shared/display';
import { TargetSelect } from '../shared/target-select';

const body = bannerApi.saveBanner.body;

interface Values extends DisplayValues {
  title: string;
  imageKey?: string;
  position: number;
  linkType: number;
  jobCode?: string;
  courseCode?: string;
  url?: string;
}

function valuesOf(b: BannerRecord): Partial<Values> {
  return {
    title: b.title,
    imageKey: b.imageKey,
    position: b.position,
    linkType: b.linkType,
    jobCode: b.linkType === BANNER_LINK_TYPES.job ? b.linkTarget : undefined,
    courseCode: b.linkType === BANNER_LINK_TYPES.course ? b.linkTarget : undefined,
    url: b.linkType === BANNER_LINK_TYPES.url ? b.linkTarget : undefined,
    ...displayValuesOf(b),
  };
}

function toBody(v: Values) {
  const linkTarget = v.linkType === BANNER_LINK_TYPES.job ? v.jobCode : v.linkType === BANNER_LINK_TYPES.course ? v.courseCode : v.linkType === BANNER_LINK_TYPES.url ? v.url : '';
  return { title: v.title, imageKey: v.imageKey ?? '', position: v.position, linkType: v.linkType, linkTarget: linkTarget ?? '', ...displayBodyOf(v) };
}

/**
 * 新增轮播图 / 编辑轮播图: the picture (750×300 suggested), where it shows,
 * what it opens (an online job, an online course or an https page) and when.
 */
export function BannerFormDialog({ banner, position, onClose }: { banner: BannerRecord | null | undefined; position?: number; onClose: () => void }) {
  const editing = banner !== null && banner !== undefined;
  const save = useApiMutation(bannerApi.saveBanner, { invalidates: [bannerApi.queryBanner] });
  const edit = useApiMutation(bannerApi.editBanner, { invalidates: [bannerApi.queryBanner] });
  return (
    <ModalForm<Values>
      title={editing ? '编辑轮播图' : '新增轮播图'}
      open={banner !== undefined}
      onClose={onClose}
      width={720}
      labelWidth={110}
      initialValues={editing ? valuesOf(banner) : { position: position ?? 1, linkType: BANNER_LINK_TYPES.none, enabled: true }}
      onSubmit={(v) => (editing ? edit.mutateAsync({ body: { ...toBody(v), bannerCode: banner.bannerCode } }) : save.mutateAsync({ body: toBody(v) }))}
    >
      <Form.Item name="title" label="轮播图名称" rules={contractRules(body, 'title', { required: '请输入轮播图名称' })}>
        <Input placeholder="如：2026年春风行动专场招聘会" count={contractCount(body, 'title')} />
      </Form.Item>
      <Form.Item name="imageKey" label="轮播图片" rules={[{ required: true, message: '请上传轮播图片' }]} extra="建议尺寸 750×300 像素，支持 png、jpg、jpeg，不超过 10MB">
        <ImageUploader />
      </Form.Item>
      <Form.Item name="position" label="展示位置" rules={[{ required: true, message: '请选择展示位置' }]} extra="每个位置同一时间最多展示 8 张">
        <Select style={{ width: 240 }} options={labelOptions(BANNER_POSITION_LABELS, BANNER_POSITION_VALUES)} />
      </Form.Item>
      <Form.Item name="linkType" label="链接类型" rules={[{ required: true, message: '请选择链接类型' }]}>
        <Radio.Group options={labelOptions(BANNER_LINK_TYPE_LABELS, BANNER_LINK_TYPE_VALUES)} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.linkType !== b.linkType}>
        {({ getFieldValue }) => {
          const linkType = getFieldValue('linkType') as number;
          if (linkType === BANNER_LINK_TYPES.job) {
            return (
              <Form.Item name="jobCode" label="链接岗位" rules={[{ required: true, message: '请选择链接岗位' }]}>
                <TargetSelect kind="job" savedLabel={banner?.linkName} />
              </Form.Item>
            );
          }
          if (linkType === BANNER_LINK_TYPES.course) {
            return (
              <Form.Item name="courseCode" label="链接课程" rules={[{ required: true, message: '请选择链接课程' }]}>
                <TargetSelect kind="course" savedLabel={banner?.linkName} />
              </Form.Item>
            );
          }
          if (linkType === BANNER_LINK_TYPES.url) {
            return (
              <Form.Item
                name="url"
                label="链接网址"
                rules={[
                  { required: true, message: '请输入链接网址' },
                  { pattern: /^https:\/\/[^\s/?#]+\.[^\s]+$/, message: '链接网址应为 https:// 开头的完整网址' },
                ]}
              >
                <Input placeholder="https://" />
              </Form.Item>
            );
          }
          return null;
        }}
      </Form.Item>
      <DisplayFields />
    </ModalForm>
  );
}
