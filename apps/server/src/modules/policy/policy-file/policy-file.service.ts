import {
  describeIssues,
  DICT_TYPES,
  itemApplyContent,
  perm,
  POLICY_FILE_BODY_MAX,
  richTextLength,
  type ItemApplyRecord,
  type Page,
  type PolicyFileDetail,
  type PolicyFileForm,
  type PolicyFileRecord,
  type PolicyItemForm,
  type PolicyItemRecord,
} from '@hrbd/contract';
import type { Db, DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { disclosureFor } from '../../../platform/disclosure.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { sanitizeRichText } from '../../../platform/sanitize-html.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { itemsByType } from '../../common/dict/dict.service.js';
import { regionIndex, type RegionIndex } from '../../common/region/region.service.js';
import * as shared from '../shared/shared.service.js';
import { projectForApplications } from '../subsidy/subsidy.service.js';
import * as repo from './policy-file.repository.js';
import type { NewItemApply, PolicyFileRow } from './policy-file.table.js';

export const FILE_NOT_FOUND = '政策文件不存在';
export const ITEM_NOT_FOUND = '政策事项不存在';

const LEVEL_REGION = { 2: 'province', 3: 'city', 4: 'county' } as const;

function regionNameOf(index: RegionIndex, row: Pick<PolicyFileRow, 'level' | 'regionCode'>): string {
  if (row.level === 1 || !row.regionCode) return '全国';
  return index.node(LEVEL_REGION[row.level as 2 | 3 | 4], row.regionCode)?.name ?? row.regionCode;
}

async function fileByCode(db: DbOrTrx, fileCode: string): Promise<PolicyFileRow> {
  return found(await repo.findFileByCode(db, fileCode), FILE_NOT_FOUND);
}

/** The form as stored: 文号 unique, region of the level's kind, tags known, body sanitised, files the caller's (or held). */
async function storedFile(deps: AppDeps, actor: Actor, form: PolicyFileForm, held: PolicyFileRow | undefined) {
  const same = await repo.otherWithDocNo(deps.db, form.docNo, held?.id ?? null);
  if (same) throw conflict(`文号“${form.docNo}”已被政策文件“${same.title}”使用`);
  if (form.level !== 1) {
    const index = await regionIndex(deps.db);
    if (!form.regionCode || !index.node(LEVEL_REGION[form.level], form.regionCode)) throw badRequest(`地区不存在：${form.regionCode ?? ''}`);
  }
  await shared.checkThemeTags(deps.db, form.themeTags);
  const body = sanitizeRichText(form.body);
  if (richTextLength(body) > POLICY_FILE_BODY_MAX) throw badRequest(`正文已超出字数限制（最多 ${POLICY_FILE_BODY_MAX} 字）`);
  const attachments = await shared.checkedFileKeys(deps.db, actor, form.attachments, held ? shared.parseKeys(held.attachments) : [], '附件');
  return {
    columns: {
      title: form.title,
      docNo: form.docNo,
      issuer: form.issuer,
      level: form.level,
      regionCode: form.level === 1 ? null : (form.regionCode ?? null),
      publishDate: form.publishDate,
      effectiveDate: form.effectiveDate ?? null,
      effectState: form.effectState,
      body,
      attachments: JSON.stringify(attachments),
    },
    tags: [...new Set(form.themeTags)].sort(),
  };
}

export async function addFile(deps: AppDeps, actor: Actor, form: PolicyFileForm): Promise<{ fileCode: string }> {
  const { columns, tags } = await storedFile(deps, actor, form, undefined);
  const now = nowText();
  const fileCode = randomCode();
  await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertFile(trx, { ...columns, fileCode, creatorId: actor.userId, creatorName: actor.realName, createTime: now, updateTime: now });
    await shared.replaceTags(trx, 'file', id, tags);
  });
  return { fileCode };
}

export async function editFile(deps: AppDeps, actor: Actor, form: PolicyFileForm & { fileCode: string }): Promise<{ fileCode: string }> {
  const row = await fileByCode(deps.db, form.fileCode);
  const { columns, tags } = await storedFile(deps, actor, form, row);
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateFile(trx, row.id, { ...columns, updateTime: nowText() });
    await shared.replaceTags(trx, 'file', row.id, tags);
  });
  return { fileCode: row.fileCode };
}

function fileRecordOf(row: PolicyFileRow & { itemCount?: unknown; projectCount?: unknown }, tags: string[], index: RegionIndex): PolicyFileRecord {
  return {
    fileCode: row.fileCode,
    title: row.title,
    docNo: row.docNo,
    issuer: row.issuer,
    level: row.level,
    regionCode: row.regionCode,
    regionName: regionNameOf(index, row),
    publishDate: row.publishDate,
    effectiveDate: row.effectiveDate,
    effectState: row.effectState,
    themeTags: tags,
    itemCount: Number(row.itemCount ?? 0),
    projectCount: Number(row.projectCount ?? 0),
    updateTime: row.updateTime,
  };
}

export interface FileListInput {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  issuer?: string;
  level?: number;
  effectState?: number;
  themeTag?: string;
  beginDate?: string;
  endDate?: string;
}

export async function pageFiles(deps: AppDeps, input: FileListInput): Promise<Page<PolicyFileRecord>> {
  const page = await repo.pageFiles(
    deps.db,
    { ...input, from: input.beginDate?.slice(0, 10), to: input.endDate?.slice(0, 10) },
    input,
  );
  const [tags, index] = await Promise.all([shared.tagsOf(deps.db, 'file', page.records.map((r) => r.id)), regionIndex(deps.db)]);
  return { total: page.total, records: page.records.map((row) => fileRecordOf(row, tags.get(row.id) ?? [], index)) };
}

async function itemRecords(db: DbOrTrx, rows: readonly repo.ItemListRow[]): Promise<PolicyItemRecord[]> {
  const tags = await shared.tagsOf(db, 'item', rows.map((r) => r.id));
  return rows.map((row) => ({
    itemCode: row.itemCode,
    itemName: row.itemName,
    itemType: row.itemType,
    subType: row.subType,
    themeTags: tags.get(row.id) ?? [],
    department: row.department,
    supportContent: row.supportContent,
    applyStart: row.applyStart,
    applyEnd: row.applyEnd,
    fileCode: row.fileCode,
    fileTitle: row.fileTitle,
    declareCount: Number(row.declareCount ?? 0),
    updateTime: row.updateTime,
  }));
}

export async function fileInfo(deps: AppDeps, fileCode: string): Promise<PolicyFileDetail> {
  const row = await fileByCode(deps.db, fileCode);
  const [tags, index, items, projects, attachments] = await Promise.all([
    shared.tagsOf(deps.db, 'file', [row.id]),
    regionIndex(deps.db),
    repo.itemsOfFile(deps.db, row.id),
    repo.relatedProjects(deps.db, row.id),
    shared.attachmentsOf(deps, shared.parseKeys(row.attachments)),
  ]);
  const record = fileRecordOf({ ...row, itemCount: items.length, projectCount: projects.length }, tags.get(row.id) ?? [], index);
  return { ...record, body: shared.shownRichText(deps, row.body), attachments, items: await itemRecords(deps.db, items), projects };
}

/** 删除: refused while any of its items has declarations (409 with the count); its items, tags and links go with it. */
export async function deleteFile(deps: AppDeps, fileCode: string): Promise<{ fileCode: string }> {
  const row = await fileByCode(deps.db, fileCode);
  const items = await repo.itemsOfFile(deps.db, row.id);
  const declared = items.reduce((sum, item) => sum + Number(item.declareCount ?? 0), 0);
  if (declared > 0) throw conflict(`该政策文件的政策事项已有${declared}条申报，不能删除`);
  await deps.db.transaction().execute(async (trx) => {
    await shared.removeTags(trx, 'item', items.map((i) => i.id));
    await repo.deleteItems(trx, items.map((i) => i.id));
    await shared.removeTags(trx, 'file', [row.id]);
    await repo.deleteFile(trx, row.id);
  });
  return { fileCode };
}

/** Checks items' dictionary keys (type, sub-type, themes) against the dictionaries. */
async function checkItemKeys(db: Db, items: readonly PolicyItemForm[]): Promise<void> {
  await shared.checkDictKeys(db, DICT_TYPES.policyTypeGroup2, items.map((i) => i.itemType), '事项类型');
  await shared.checkDictKeys(db, DICT_TYPES.policyTypeGroup1, items.flatMap((i) => (i.subType ? [i.subType] : [])), '事项子类');
  await shared.checkThemeTags(db, items.flatMap((i) => i.themeTags));
}

/**
 * `set`: the file's items become exactly these, in this order. An item sent
 * with its `itemCode` is kept (its declarations stay with it); one left out
 * is removed, refused (409) while it has declarations.
 */
export async function setItems(deps: AppDeps, input: { fileCode: string; items: PolicyItemForm[] }): Promise<{ fileCode: string; itemCodes: string[] }> {
  const row = await fileByCode(deps.db, input.fileCode);
  await checkItemKeys(deps.db, input.items);
  const existing = await repo.itemsOfFile(deps.db, row.id);
  const byCode = new Map(existing.map((i) => [i.itemCode, i]));
  const stranger = input.items.find((i) => i.itemCode && !byCode.has(i.itemCode));
  if (stranger) throw badRequest(`政策事项不属于该政策文件：${stranger.itemCode}`);
  const keptCodes = new Set(input.items.flatMap((i) => (i.itemCode ? [i.itemCode] : [])));
  const dropped = existing.filter((i) => !keptCodes.has(i.itemCode));
  const declared = dropped.find((i) => Number(i.declareCount ?? 0) > 0);
  if (declared) throw conflict(`政策事项“${declared.itemName}”已有${Number(declared.declareCount)}条申报，不能删除`);
  const now = nowText();
  const itemCodes = await deps.db.transaction().execute(async (trx) => {
    await shared.removeTags(trx, 'item', dropped.map((i) => i.id));
    await repo.deleteItems(trx, dropped.map((i) => i.id));
    const codes: string[] = [];
    for (const [sort, item] of input.items.entries()) {
      const columns = {
        itemName: item.itemName,
        itemType: item.itemType,
        subType: item.subType ?? null,
        department: item.department,
        supportContent: item.supportContent,
        applyStart: item.applyStart ?? null,
        applyEnd: item.applyEnd ?? null,
        sort,
        updateTime: now,
      };
      const kept = item.itemCode ? byCode.get(item.itemCode) : undefined;
      let id: number;
      if (kept) {
        id = kept.id;
        await repo.updateItem(trx, id, columns);
        codes.push(kept.itemCode);
      } else {
        const itemCode = randomCode();
        id = await repo.insertItem(trx, { ...columns, itemCode, fileId: row.id, createTime: now });
        codes.push(itemCode);
      }
      await shared.replaceTags(trx, 'item', id, [...new Set(item.themeTags)].sort());
    }
    await repo.updateFile(trx, row.id, { updateTime: now });
    return codes;
  });
  return { fileCode: row.fileCode, itemCodes };
}

/** `relate`: the 补贴项目 this file is 政策依据 for become exactly these. */
export async function relateProjects(deps: AppDeps, input: { fileCode: string; projectCodes: string[] }): Promise<{ fileCode: string; projectCodes: string[] }> {
  const row = await fileByCode(deps.db, input.fileCode);
  const codes = [...new Set(input.projectCodes)];
  const ids: number[] = [];
  for (const projectCode of codes) {
    const project = await projectForApplications(deps.db, { projectCode });
    if (!project) throw badRequest(`补贴项目不存在：${projectCode}`);
    ids.push(project.id);
  }
  await deps.db.transaction().execute(async (trx) => {
    await repo.replaceRelated(trx, row.id, ids);
    await repo.updateFile(trx, row.id, { updateTime: nowText() });
  });
  return { fileCode: row.fileCode, projectCodes: codes };
}

// ---------------------------------------------------------------------------
// 政策事项
// ---------------------------------------------------------------------------

export async function pageItems(deps: AppDeps, input: repo.ItemFilter & { pageNum: number; pageSize: number }): Promise<Page<PolicyItemRecord>> {
  const page = await repo.pageItems(deps.db, input, input);
  return { total: page.total, records: await itemRecords(deps.db, page.records) };
}

const labelMap = async (db: Db, type: string) => new Map((await itemsByType(db, type)).map((i) => [i.dataKey, i.dataValue]));

/** Items per type (dictionary order), each with its sub-types, under the filter: the screen's tabs. */
export async function countByItemType(deps: AppDeps, filter: repo.ItemFilter) {
  const [rows, types, subTypes] = await Promise.all([
    repo.countItemsByType(deps.db, filter),
    itemsByType(deps.db, DICT_TYPES.policyTypeGroup2),
    labelMap(deps.db, DICT_TYPES.policyTypeGroup1),
  ]);
  return types.map((type) => {
    const mine = rows.filter((r) => r.itemType === type.dataKey);
    return {
      itemType: type.dataKey,
      label: type.dataValue,
      count: mine.reduce((sum, r) => sum + Number(r.n), 0),
      subTypes: mine
        .filter((r) => r.subType !== null)
        .map((r) => ({ subType: r.subType ?? '', label: subTypes.get(r.subType ?? '') ?? r.subType ?? '', count: Number(r.n) }))
        .sort((a, b) => Number(a.subType) - Number(b.subType)),
    };
  });
}

/** Each theme (dictionary order) with its item count and newest items. */
export async function groupByThemeTag(deps: AppDeps, size: number) {
  const [themes, counts] = await Promise.all([itemsByType(deps.db, DICT_TYPES.policyTypeGroup3), repo.countItemsByTheme(deps.db)]);
  const countOf = new Map(counts.map((c) => [c.themeTag, Number(c.n)]));
  return Promise.all(
    themes.map(async (theme) => {
      const page = await repo.pageItems(deps.db, { themeTag: theme.dataKey }, { pageNum: 1, pageSize: size });
      return { themeTag: theme.dataKey, label: theme.dataValue, count: countOf.get(theme.dataKey) ?? 0, items: await itemRecords(deps.db, page.records) };
    }),
  );
}

export async function itemInfo(deps: AppDeps, itemCode: string) {
  const row = found(await repo.findItemByCode(deps.db, itemCode), ITEM_NOT_FOUND);
  const [record] = await itemRecords(deps.db, [row]);
  return { ...record, docNo: row.docNo, issuer: row.issuer, filePublishDate: row.filePublishDate };
}

// ---------------------------------------------------------------------------
// 政策申报
// ---------------------------------------------------------------------------

/** One declaration from the company portal: its content (object or JSON text) and when it arrived. */
export interface Declaration {
  content: unknown;
  applyTime?: string;
  applyCode?: string;
}

/**
 * The one way declarations come in (seed, tests, later the company portal):
 * each content parsed by the contract's `itemApplyContent` (400 naming the
 * field), its item existing and its county a county of the regions table.
 * All or nothing. Answers the codes given.
 */
export async function receiveDeclarations(db: DbOrTrx, declarations: readonly Declaration[]): Promise<string[]> {
  const index = await regionIndex(db as Db);
  const parsed = declarations.map((d) => {
    let raw = d.content;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw badRequest('申报内容不是有效的JSON');
      }
    }
    const result = itemApplyContent.safeParse(raw);
    if (!result.success) throw badRequest(describeIssues(itemApplyContent, result.error.issues));
    if (!index.node('county', result.data.district)) throw badRequest(`所在区县不存在：${result.data.district}`);
    return { ...d, content: result.data };
  });
  const items = new Map((await repo.itemIdsByCode(db, [...new Set(parsed.map((p) => p.content.itemCode))])).map((i) => [i.itemCode, i.id]));
  const rows: NewItemApply[] = parsed.map(({ content, applyTime, applyCode }) => {
    const itemId = items.get(content.itemCode);
    if (itemId === undefined) throw badRequest(`${ITEM_NOT_FOUND}：${content.itemCode}`);
    return {
      applyCode: applyCode ?? randomCode(),
      itemId,
      cmpyName: content.cmpyName,
      creditCode: content.creditCode,
      contactName: content.contactName,
      contactPhone: content.contactPhone,
      district: content.district,
      remark: content.remark,
      content: JSON.stringify(content),
      applyTime: applyTime ?? nowText(),
    };
  });
  await repo.insertDeclarations(db, rows);
  return rows.map((r) => r.applyCode);
}

export interface DeclareInput {
  pageNum: number;
  pageSize: number;
  itemName?: string;
  itemType?: string;
  cmpyName?: string;
  beginTime?: string;
  endTime?: string;
}

/** Declarations in the caller's region, the phone masked without 查看完整手机号. */
export async function pageDeclarations(deps: AppDeps, actor: Actor, input: DeclareInput): Promise<Page<ItemApplyRecord>> {
  const filter: repo.DeclareFilter = {
    scope: actor.scope,
    itemName: input.itemName,
    itemType: input.itemType,
    cmpyName: input.cmpyName,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
  const [page, index, disclosure] = await Promise.all([
    repo.pageDeclarations(deps.db, filter, input),
    regionIndex(deps.db),
    disclosureFor(deps, actor, perm.policy.declare.viewSensitive),
  ]);
  return {
    total: page.total,
    records: page.records.map((row) => ({
      applyCode: row.applyCode,
      itemCode: row.itemCode,
      itemName: row.itemName,
      itemType: row.itemType,
      cmpyName: row.cmpyName,
      creditCode: row.creditCode,
      contactName: row.contactName,
      contactPhone: disclosure.mobile(row.contactPhone),
      district: row.district,
      countyName: index.node('county', row.district)?.name ?? row.district,
      remark: row.remark,
      applyTime: row.applyTime,
    })),
  };
}

/** For the demo seed: a file with its items as staff would have left them. */
export async function insertFileRow(db: DbOrTrx, row: Parameters<typeof repo.insertFile>[1], tags: readonly string[]): Promise<number> {
  const id = await repo.insertFile(db, row);
  await shared.replaceTags(db, 'file', id, tags);
  return id;
}

export async function insertItemRow(db: DbOrTrx, row: Parameters<typeof repo.insertItem>[1], tags: readonly string[]): Promise<number> {
  const id = await repo.insertItem(db, row);
  await shared.replaceTags(db, 'item', id, tags);
  return id;
}

export async function relateRow(db: DbOrTrx, fileId: number, projectIds: readonly number[]): Promise<void> {
  await repo.replaceRelated(db, fileId, projectIds);
}
