import { courseApi, materialApi, perm, type ChapterRecord, type CourseDetail, type MaterialRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { choose, fill, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import { CourseChapters } from './course-chapters';

const C = perm.train.course;
const EDITOR = [C.list.list, C.online.list, C.online.edit, C.material.list];
const READER = [C.list.list, C.approval.list];

const detail = (overrides: Partial<CourseDetail> = {}): CourseDetail => ({
  courseCode: 'c1',
  courseName: '电子商务直播运营',
  courseType: 1,
  courseNature: 1,
  cmpyCode: '',
  cmpyName: '',
  occupationCode: '4-01',
  occupationName: '批发与零售服务人员',
  skillLevel: 1,
  labels: [],
  coverKey: '',
  coverUrl: '',
  price: 0,
  classHours: 16,
  applyBeginTime: '2026-10-01 09:00:00',
  applyEndTime: '2027-01-31 18:00:00',
  countyCode: '410184',
  countyName: '新郑市',
  formCode: '',
  approveType: 5,
  onlineType: 2,
  rejectDesc: '',
  refreshTime: '2026-10-01 10:00:00',
  createTime: '2026-10-01 10:00:00',
  provinceCode: '410000',
  provinceName: '河南省',
  cityCode: '410100',
  cityName: '郑州市',
  address: '中华北路88号',
  gcj02Lng: 113.74,
  gcj02Lat: 34.39,
  introduction: '<p>课程介绍</p>',
  chapterCount: 2,
  creatorName: '培训管理员',
  updateTime: '2026-10-01 10:00:00',
  reviews: [],
  ...overrides,
});

const url = (n: number) => `/files/video/202601/${String(n).repeat(32)}.mp4?expires=1&sig=x`;
const CHAPTERS: ChapterRecord[] = [
  { chapterId: 11, courseCode: 'c1', title: '课程导学', sort: 1, trial: 1, duration: 600, materialCode: 'v1', materialName: '导学视频', url: url(1) },
  { chapterId: 12, courseCode: 'c1', title: '直播选品', sort: 2, trial: 0, duration: 3725, materialCode: 'v2', materialName: '选品视频', url: url(2) },
];
const VIDEO = { materialCode: 'v3', materialName: '直播话术', materialType: 2, state: 0, url: url(3) } as MaterialRecord;

function chapterServer(options: { fail?: boolean } = {}) {
  return mockApi()
    .on(courseApi.queryPageMaterial, () => (options.fail ? { fail: { code: 500, msg: '服务器繁忙，请稍后重试' } } : pageOfRows(CHAPTERS)))
    .on(materialApi.queryPageMaterial, () => pageOfRows([VIDEO]))
    .on(courseApi.addMaterial, ({ body }) => ({ chapter: { ...CHAPTERS[0], ...(body as object), chapterId: 13 }, courseCode: 'c1', approveType: 0, onlineType: 2 }))
    .on(courseApi.editMaterial, () => ({ chapter: null, courseCode: 'c1', approveType: 0, onlineType: 2 }));
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('课程章节', { timeout: 120_000 }, () => {
  beforeAll(() => {
    // jsdom has no media playback and no CSS.supports, both of which video.js touches on start.
    HTMLMediaElement.prototype.load = () => undefined;
    HTMLMediaElement.prototype.canPlayType = () => 'maybe';
    if (typeof CSS.supports !== 'function') Object.assign(CSS, { supports: () => false });
  });

  it('lists a course’s chapters in order with length and 试看, and plays one in the video player', async () => {
    const api = chapterServer();
    renderScreen(<CourseChapters course={detail()} />, { permissions: READER });
    expect(await screen.findByText('课程导学')).toBeInTheDocument();
    expect(screen.getByText('章节（2）')).toBeInTheDocument();
    expect(within(rowOf('直播选品')).getByText('1:02:05')).toBeInTheDocument();
    expect(within(rowOf('课程导学')).getByText('可试看')).toBeInTheDocument();
    expect(api.sent(courseApi.queryPageMaterial)).toEqual([{ courseCode: 'c1', pageNum: 1, pageSize: 100 }]);
    // A reader plays chapters but changes nothing.
    expect(screen.queryByRole('button', { name: /添加章节/ })).not.toBeInTheDocument();
    expect(within(rowOf('课程导学')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await userEvent.click(within(rowOf('课程导学')).getByRole('button', { name: '播放' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.video-js')).not.toBeNull());
    expect(within(dialog).getByText('课程导学')).toBeInTheDocument();
  });

  it('adds a chapter from an uploaded video, warns that an approved course goes back to review', async () => {
    const api = chapterServer();
    renderScreen(<CourseChapters course={detail()} />, { permissions: EDITOR });
    await screen.findByText('课程导学');
    expect(screen.getByText('修改章节后，课程将重新进入审核中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /添加章节/ }));
    const dialog = await screen.findByRole('dialog');
    await choose(dialog, '章节视频', '直播话术');
    // The video's name is offered as the chapter's.
    await waitFor(() => expect(within(dialog).getByDisplayValue('直播话术')).toBeInTheDocument());
    fill(dialog, '章节名称', '第三章 直播话术');
    fill(dialog, '时长', '1500');
    await userEvent.click(within(dialog).getByRole('radio', { name: '可试看' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.sent(courseApi.addMaterial)).toEqual([{ courseCode: 'c1', materialCode: 'v3', title: '第三章 直播话术', sort: 3, trial: 1, duration: 1500 }]),
    );
  });

  it('moves, renames and removes chapters, sending only what changed', async () => {
    const api = chapterServer();
    renderScreen(<CourseChapters course={detail()} />, { permissions: EDITOR });
    await screen.findByText('课程导学');
    expect(within(rowOf('课程导学')).getByRole('button', { name: '上移' })).toBeDisabled();
    await userEvent.click(within(rowOf('直播选品')).getByRole('button', { name: '上移' }));
    await waitFor(() => expect(api.sent(courseApi.editMaterial)).toEqual([{ courseCode: 'c1', chapterId: 12, sort: 1 }]));

    await userEvent.click(within(rowOf('课程导学')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '章节名称', '课程导学（新版）');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(courseApi.editMaterial).at(-1)).toEqual({ courseCode: 'c1', chapterId: 11, title: '课程导学（新版）' }));

    await userEvent.click(within(rowOf('直播选品')).getByRole('button', { name: '删除' }));
    expect((await screen.findAllByText('确定删除章节“直播选品”吗？')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.sent(courseApi.editMaterial).at(-1)).toEqual({ courseCode: 'c1', chapterId: 12, remove: true }));
  });

  it('changes nothing on an online course, and says 获取素材失败 with the reason when chapters cannot load', async () => {
    chapterServer();
    const { unmount } = renderScreen(<CourseChapters course={detail({ approveType: 1, onlineType: 1 })} />, { permissions: EDITOR });
    await screen.findByText('课程导学');
    expect(screen.getByText('课程已上线，请先下线再修改章节')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /添加章节/ })).not.toBeInTheDocument();
    expect(within(rowOf('课程导学')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    unmount();

    chapterServer({ fail: true });
    renderScreen(<CourseChapters course={detail()} />, { permissions: EDITOR });
    expect(await screen.findByText('获取素材失败：服务器繁忙，请稍后重试')).toBeInTheDocument();
  });
});
