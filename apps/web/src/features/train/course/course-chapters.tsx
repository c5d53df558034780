import { PlusOutlined } from '@ant-design/icons';
import {
  CHAPTER_MAX,
  CHAPTER_TRIAL_LABELS,
  COURSE_APPROVE_TYPES,
  COURSE_TYPES,
  courseApi,
  durationText,
  MATERIAL_STATE,
  MATERIAL_TYPES,
  materialApi,
  type ChapterRecord,
  type CourseDetail,
} from '@hrbd/contract';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Table, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { contractCount, contractRules, ModalForm } from '../../../components/modal-form';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { VideoPlayer } from '../../../components/video-player';
import { useCurrentUser } from '../../../lib/current-user';
import { useApiMutation, useApiQuery } from '../../../lib/query';
import { useSearchText } from '../../../lib/use-search-text';

/** The glossary's words for a failed chapter (material) list. */
export const CHAPTERS_LOAD_FAILED = '获取素材失败';

/** A change of chapters changes the course: its lists, counts and detail reload. */
const AFFECTED = [courseApi.queryPageMaterial, courseApi.getBDCourseInfo, courseApi.getBDCourseList, courseApi.getOnlineCourseList, courseApi.getCountByState];

interface ChapterValues {
  materialCode?: string;
  title: string;
  sort?: number;
  trial: number;
  duration: number;
}

/** The length of a video at `url`, read from its metadata by the browser (undefined when it cannot tell). */
function readDuration(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const done = (value: number | undefined) => {
      video.removeAttribute('src');
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) && video.duration > 0 ? Math.max(1, Math.round(video.duration)) : undefined);
    video.onerror = () => done(undefined);
    video.src = url;
  });
}

/** 章节视频: the 上传成功 videos of 素材管理, searched by name; picking one fills 时长 when the browser can read it. */
function VideoSelect({ form, id, value, onChange }: { form: FormInstance<ChapterValues>; id?: string; value?: string; onChange?: (v: string) => void }) {
  const [search, setSearch] = useSearchText();
  const videos = useApiQuery(materialApi.queryPageMaterial, {
    query: { materialType: MATERIAL_TYPES.VIDEO, state: MATERIAL_STATE.SUCCESS, materialName: search || undefined, pageNum: 1, pageSize: 50 },
  });
  const records = videos.data?.records ?? [];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      placeholder="请选择素材管理中上传成功的视频"
      loading={videos.isLoading}
      notFoundContent={videos.error ? `${CHAPTERS_LOAD_FAILED}：${videos.error.message}` : '暂无上传成功的视频'}
      options={records.map((m) => ({ value: m.materialCode, label: m.materialName }))}
      onChange={(code: string) => {
        onChange?.(code);
        const picked = records.find((m) => m.materialCode === code);
        if (!form.getFieldValue('title') && picked) form.setFieldValue('title', picked.materialName);
        if (picked?.url) void readDuration(picked.url).then((seconds) => seconds && form.setFieldValue('duration', seconds));
      }}
    />
  );
}

/** 添加章节 (target null) or 编辑 one: video, name, place, 试看 and length. */
function ChapterDialog({ courseCode, target, count, onClose }: { courseCode: string; target: ChapterRecord | null | undefined; count: number; onClose: () => void }) {
  const add = useApiMutation(courseApi.addMaterial, { invalidates: AFFECTED });
  const edit = useApiMutation(courseApi.editMaterial, { invalidates: AFFECTED });
  const editing = target !== null && target !== undefined;
  const body = courseApi.addMaterial.body;
  const submit = (values: ChapterValues) => {
    if (!editing) return add.mutateAsync({ body: { courseCode, materialCode: values.materialCode ?? '', title: values.title, sort: values.sort, trial: values.trial, duration: values.duration } });
    // Only what changed is sent: a new video (替换视频), a new name, place, 试看 or length.
    return edit.mutateAsync({
      body: {
        courseCode,
        chapterId: target.chapterId,
        ...(values.materialCode !== target.materialCode && values.materialCode && { materialCode: values.materialCode }),
        ...(values.title !== target.title && { title: values.title }),
        ...(values.sort !== target.sort && values.sort !== undefined && { sort: values.sort }),
        ...(values.trial !== target.trial && { trial: values.trial }),
        ...(values.duration !== target.duration && { duration: values.duration }),
      },
    });
  };
  return (
    <ModalForm<ChapterValues>
      title={editing ? '编辑章节' : '添加章节'}
      open={target !== undefined}
      onClose={onClose}
      width={600}
      initialValues={
        editing
          ? { materialCode: target.materialCode || undefined, title: target.title, sort: target.sort, trial: target.trial, duration: target.duration }
          : { trial: 0, sort: count + 1 }
      }
      onSubmit={submit}
    >
      {(form) => (
        <>
          <Form.Item name="materialCode" label={editing ? '章节视频（可替换）' : '章节视频'} rules={[{ required: true, message: '请选择章节视频' }]}>
            <VideoSelect form={form} />
          </Form.Item>
          <Form.Item name="title" label="章节名称" rules={contractRules(body, 'title', { required: '请输入章节名称' })}>
            <Input count={contractCount(body, 'title')} placeholder="如：第一章 安全用电基础" />
          </Form.Item>
          <Form.Item name="sort" label="章节序号" rules={contractRules(body, 'sort')}>
            <InputNumber min={1} max={Math.min(CHAPTER_MAX, editing ? count : count + 1)} precision={0} />
          </Form.Item>
          <Form.Item name="duration" label="时长" rules={contractRules(body, 'duration', { required: '请输入时长' })}>
            <InputNumber min={1} precision={0} suffix="秒" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="trial" label="是否试看">
            <Radio.Group options={[1, 0].map((value) => ({ value, label: CHAPTER_TRIAL_LABELS[value] }))} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}

/**
 * 章节 of a 线上课程 in the course drawer: played in the video player, and,
 * for a holder of 线上课程:编辑 while the course is not 已上线, added,
 * moved up and down, renamed, given another video, and removed. A course
 * out of 审核中 goes back to it with any change (the server moves it).
 */
export function CourseChapters({ course }: { course: CourseDetail }) {
  const { can } = useCurrentUser();
  const [editing, setEditing] = useState<ChapterRecord | null | undefined>(undefined);
  const [playing, setPlaying] = useState<ChapterRecord | null>(null);
  const chapters = useApiQuery(courseApi.queryPageMaterial, { body: { courseCode: course.courseCode, pageNum: 1, pageSize: CHAPTER_MAX } });
  const edit = useApiMutation(courseApi.editMaterial, { invalidates: AFFECTED });
  const rows = chapters.data?.records ?? [];
  const online = course.approveType === COURSE_APPROVE_TYPES.online;
  const mayChange = course.courseType === COURSE_TYPES.online && !online && can(courseApi.editMaterial);
  const mayAdd = course.courseType === COURSE_TYPES.online && !online && can(courseApi.addMaterial) && rows.length < CHAPTER_MAX;
  const move = (chapter: ChapterRecord, sort: number) => edit.mutateAsync({ body: { courseCode: course.courseCode, chapterId: chapter.chapterId, sort } }).catch(() => undefined);

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          章节（{chapters.data?.total ?? course.chapterCount}）
        </Typography.Title>
        {mayAdd && (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            添加章节
          </Button>
        )}
      </Space>
      {mayChange && course.approveType !== COURSE_APPROVE_TYPES.review && (
        <Alert style={{ marginBottom: 8 }} type="info" showIcon title="修改章节后，课程将重新进入审核中" />
      )}
      {online && course.courseType === COURSE_TYPES.online && can(courseApi.editMaterial) && (
        <Alert style={{ marginBottom: 8 }} type="info" showIcon title="课程已上线，请先下线再修改章节" />
      )}
      {chapters.error && (
        <Alert
          style={{ marginBottom: 8 }}
          type="error"
          showIcon
          title={`${CHAPTERS_LOAD_FAILED}：${chapters.error.message}`}
          action={<Button size="small" onClick={() => void chapters.refetch()}>重试</Button>}
        />
      )}
      <Table<ChapterRecord>
        size="small"
        rowKey="chapterId"
        pagination={false}
        loading={chapters.isLoading}
        dataSource={rows}
        locale={{ emptyText: course.courseType === COURSE_TYPES.online ? '暂无章节，线上课程需至少一个章节才能审核通过' : '线下课程没有章节' }}
        columns={[
          { title: '序号', dataIndex: 'sort', width: 60 },
          { title: '章节名称', dataIndex: 'title', ellipsis: true },
          { title: '视频', dataIndex: 'materialName', width: 150, ellipsis: true, render: (name: string) => name || '-' },
          { title: '时长', dataIndex: 'duration', width: 80, render: (seconds: number) => durationText(seconds) },
          { title: '试看', dataIndex: 'trial', width: 90, render: (trial: number) => <Tag color={trial === 1 ? 'green' : 'default'}>{CHAPTER_TRIAL_LABELS[trial]}</Tag> },
          {
            title: '操作',
            key: 'actions',
            width: mayChange ? 230 : 70,
            render: (_: unknown, chapter) => (
              <RowActions>
                <ActionLink disabled={!chapter.url} onClick={() => setPlaying(chapter)}>
                  播放
                </ActionLink>
                {mayChange && (
                  <>
                    <ActionLink disabled={chapter.sort <= 1} onClick={() => void move(chapter, chapter.sort - 1)}>
                      上移
                    </ActionLink>
                    <ActionLink disabled={chapter.sort >= rows.length} onClick={() => void move(chapter, chapter.sort + 1)}>
                      下移
                    </ActionLink>
                    <ActionLink onClick={() => setEditing(chapter)}>编辑</ActionLink>
                    <ConfirmAction
                      danger
                      title={`确定删除章节“${chapter.title}”吗？`}
                      onConfirm={() => edit.mutateAsync({ body: { courseCode: course.courseCode, chapterId: chapter.chapterId, remove: true } }).catch(() => undefined)}
                    >
                      删除
                    </ConfirmAction>
                  </>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      {mayChange || mayAdd ? <ChapterDialog courseCode={course.courseCode} target={editing} count={rows.length} onClose={() => setEditing(undefined)} /> : null}
      <Modal title={playing?.title} open={playing !== null} onCancel={() => setPlaying(null)} footer={null} width={800} destroyOnHidden>
        {playing && <VideoPlayer src={playing.url} autoplay />}
      </Modal>
    </>
  );
}
