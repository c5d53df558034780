import { courseApi, materialApi, perm, type MaterialGroupRecord, type MaterialRecord } from '@hrbd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeUploads } from '../../../test/fake-uploads';
import { chooseFiles, makeFile } from '../../../test/render-widget';
import { choose, fill, mockApi, pageOfRows, renderScreen } from '../../../test/render-screen';
import MaterialPage from './material-page';
const ALL = [perm.train.course.material.code, perm.train.course.material.list, perm.train.course.material.add];

function material(overrides: Partial<MaterialRecord>): MaterialRecord {
  return {
    materialCode: 'm1',
    cmpyCode: '',
    materialType: 1,
    materialName: '校园招聘海报',
    fileName: '校园招聘海报.png',
    fileSize: 204_800,
    md5: '0'.repeat(32),
    groupCode: '',
    groupName: '',
    state: 0,
    objectKey: `image/202501/${'1'.repeat(32)}.png`,
    url: `/files/image/202501/${'1'.repeat(32)}.png?expires=1&sig=x`,
    createTime: '2025-01-02 09:00:00',
    updateTime: '2025-01-02 09:00:00',
    ...overrides,
  };
}

const IMAGES = [
  material({}),
  material({ materialCode: 'm2', materialName: '上传一半的图', fileName: 'half.png', state: 1, objectKey: null, url: '' }),
];
const VIDEOS = [
  material({
    materialCode: 'v1',
    materialType: 2,
    materialName: '岗前培训第一课',
    fileName: 'lesson1.mp4',
    fileSize: 6_291_456,
    objectKey: `video/202501/${'2'.repeat(32)}.mp4`,
    url: `/files/video/202501/${'2'.repeat(32)}.mp4?expires=1&sig=x`,
  }),
  material({ materialCode: 'v2', materialType: 2, materialName: '正在上传的课', fileName: 'lesson2.mp4', state: 2, objectKey: null, url: '' }),
];

const GROUPS: MaterialGroupRecord[] = [
  { groupCode: 'g1', groupName: '招聘海报', groupType: 1, cmpyCode: '', sort: 0, materialCount: 3, createTime: '2025-01-01 09:00:00' },
  { groupCode: 'g2', groupName: '岗前培训', groupType: 2, cmpyCode: '', sort: 0, materialCount: 5, createTime: '2025-01-01 09:00:00' },
];

function mockMaterials(groups: MaterialGroupRecord[] | { fail: { code: number; msg: string } } = GROUPS) {
  return mockApi()
    .on(courseApi.getGroupList, () => groups)
    .on(courseApi.addGroup, ({ body }) => ({ ...GROUPS[0], ...(body as object), groupCode: 'g9', materialCount: 0 }))
    .on(materialApi.queryPageMaterial, ({ query }) => {
      const rows = query.materialType === '2' ? VIDEOS : IMAGES;
      const byState = query.state === undefined ? rows : rows.filter((r) => String(r.state) === query.state);
      return pageOfRows(byState.slice(0, Number(query.pageSize)), query.materialType === '2' ? 12 : 30);
    })
    .on(materialApi.queryMaterialUrl, ({ query }) => ({
      materialCode: query.materialCode,
      materialType: 2,
      materialName: '岗前培训第一课',
      fileName: 'lesson1.mp4',
      objectKey: VIDEOS[0].objectKey!,
      url: VIDEOS[0].url,
      expireTime: '2030-01-01 00:00:00',
    }))
    .on(materialApi.updateVideoState, ({ body }) => body as { materialCode: string; state: number });
}

const listCalls = (api: ReturnType<typeof mockApi>) => api.sent(materialApi.queryPageMaterial).length;

describe('素材管理', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // jsdom has no media playback and no CSS.supports, both of which video.js touches on start.
    HTMLMediaElement.prototype.load = () => undefined;
    HTMLMediaElement.prototype.canPlayType = () => 'maybe';
    if (typeof CSS.supports !== 'function') Object.assign(CSS, { supports: () => false });
  });
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.cookie = 'Authorization=token-1';
  });

  it('lists pictures and videos under tabs with counts, with the upload states of the contract', async () => {
    const api = mockMaterials();
    renderScreen(<MaterialPage />, { permissions: ALL });
    expect(await screen.findByText('校园招聘海报')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '图片（30）' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '视频（12）' })).toBeInTheDocument();
    expect(screen.getByText('上传成功')).toBeInTheDocument();
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    expect(screen.getAllByText('200.0 KB')).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: '视频（12）' }));
    expect(await screen.findByText('岗前培训第一课')).toBeInTheDocument();
    expect(screen.getByText('上传中')).toBeInTheDocument();
    expect(api.sent(materialApi.queryPageMaterial)).toContainEqual(expect.objectContaining({ materialType: '2', pageNum: '1', pageSize: '10' }));
  });

  it('filters by name and upload state', async () => {
    const api = mockMaterials();
    const { container } = renderScreen(<MaterialPage />, { permissions: ALL });
    await screen.findByText('校园招聘海报');
    fill(container, '素材名称', '海报');
    await choose(container, '上传状态', '上传失败');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(api.sent(materialApi.queryPageMaterial)).toContainEqual(expect.objectContaining({ materialName: '海报', state: '1', materialType: '1', pageSize: '10' })),
    );
  });

  it('filters by 分组, its options counted, and adds a group with 新建分组', async () => {
    const api = mockMaterials();
    const { container } = renderScreen(<MaterialPage />, { permissions: ALL });
    await screen.findByText('校园招聘海报');
    await choose(container, '分组', '视频 · 岗前培训（5）');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.sent(materialApi.queryPageMaterial)).toContainEqual(expect.objectContaining({ groupCode: 'g2' })));

    const groupCalls = api.sent(courseApi.getGroupList).length;
    await userEvent.click(screen.getByRole('button', { name: /新建分组/ }));
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '分组名称', '安全生产课程');
    await userEvent.click(within(dialog).getByRole('radio', { name: '视频' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.sent(courseApi.addGroup)).toEqual([{ groupName: '安全生产课程', groupType: 2, cmpyCode: '' }]));
    // The counts reload with the new group.
    await waitFor(() => expect(api.sent(courseApi.getGroupList).length).toBeGreaterThan(groupCalls));
  });

  it('says 获取分组失败 with the reason, and still lists the materials', async () => {
    mockMaterials({ fail: { code: 500, msg: '服务器繁忙，请稍后重试' } });
    renderScreen(<MaterialPage />, { permissions: ALL });
    expect(await screen.findByText('获取分组失败：服务器繁忙，请稍后重试')).toBeInTheDocument();
    expect(await screen.findByText('校园招聘海报')).toBeInTheDocument();
  });

  it('shows the upload buttons only to holders of train:material:add', async () => {
    mockMaterials();
    renderScreen(<MaterialPage />, { permissions: [perm.train.course.material.code, perm.train.course.material.list] });
    await screen.findByText('校园招聘海报');
    expect(screen.queryByRole('button', { name: /上传图片/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传视频/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建分组/ })).not.toBeInTheDocument();
  });

  it('uploads pictures as materials (materialType 1, md5 and the file) and reloads the list', async () => {
    const api = mockMaterials();
    const uploads = fakeUploads().onForm(materialApi.uploadMaterial, (form) => ({
      code: 200,
      msg: '上传成功',
      data: { ...material({ materialCode: 'm9', materialName: form.fields.materialName, md5: form.fields.md5 }), exists: false, uploadUrl: null },
    }));
    renderScreen(<MaterialPage />, { permissions: ALL });
    await screen.findByText('校园招聘海报');
    await userEvent.click(screen.getByRole('button', { name: /上传图片/ }));
    const drawer = await screen.findByRole('dialog');
    const before = listCalls(api);
    chooseFiles(drawer, [makeFile('招聘会现场.jpg', 3000, 'image/jpeg')]);
    await waitFor(() => expect(uploads.requests).toHaveLength(1));
    const form = uploads.requests[0].body as FormData;
    expect(Object.fromEntries(form.entries())).toMatchObject({ materialType: '1', materialName: '招聘会现场', fileName: '招聘会现场.jpg', fileSize: '3000' });
    expect(form.get('md5')).toMatch(/^[0-9a-f]{32}$/);
    expect((form.get('multipartFile') as File).name).toBe('招聘会现场.jpg');
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
    await waitFor(() => expect(drawer.querySelectorAll('.ant-upload-list-item-image')).toHaveLength(1));
  });

  it('uploads a video in parts from its drawer and reloads the list when it is in', async () => {
    const api = mockMaterials();
    const uploads = fakeUploads().onForm(materialApi.uploadMaterial, (form) => ({
      code: 200,
      msg: '素材已登记，请上传文件',
      data: { ...material({ materialCode: 'v9', materialType: 2, state: 2, objectKey: null, url: '', md5: form.fields.md5 }), exists: false, uploadUrl: null },
    }));
    renderScreen(<MaterialPage />, { permissions: ALL });
    await screen.findByText('校园招聘海报');
    await userEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const drawer = await screen.findByRole('dialog');
    // The uploader (tus-js-client) loads when its drawer first opens.
    await waitFor(() => expect(drawer.querySelector('input[type=file]')).not.toBeNull());
    chooseFiles(drawer, [makeFile('岗前培训第二课.mp4', 2 * 1_048_576 + 1)]);
    await within(drawer).findByText('文件已添加，等待上传');
    const before = listCalls(api);
    await userEvent.click(within(drawer).getByRole('button', { name: '开始上传' }));
    expect(await within(drawer).findByText('上传成功', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(uploads.tusRequests('PATCH')).toHaveLength(3);
    expect(uploads.requests[0].body instanceof FormData && uploads.requests[0].body.get('materialType')).toBe('2');
    await waitFor(() => expect(api.sent(materialApi.updateVideoState)).toEqual([{ materialCode: 'v9', state: 0 }]));
    await waitFor(() => expect(listCalls(api)).toBeGreaterThan(before));
  });

  it('plays a video through its signed URL, and previews a picture', async () => {
    const api = mockMaterials();
    renderScreen(<MaterialPage />, { permissions: ALL });
    const imageRow = (await screen.findByText('校园招聘海报')).closest('tr') as HTMLElement;
    await userEvent.click(within(imageRow).getByRole('button', { name: '预览' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe(IMAGES[0].url));
    // A material that never arrived cannot be previewed.
    const failedRow = screen.getByText('上传一半的图').closest('tr') as HTMLElement;
    expect(within(failedRow).getByRole('button', { name: '预览' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('tab', { name: /视频/ }));
    const videoRow = (await screen.findByText('岗前培训第一课')).closest('tr') as HTMLElement;
    await userEvent.click(within(videoRow).getByRole('button', { name: '预览' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('.video-js')).not.toBeNull());
    expect(api.sent(materialApi.queryMaterialUrl)).toEqual([{ materialCode: 'v1' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(document.querySelector('.video-js')).toBeNull());
  });
});
