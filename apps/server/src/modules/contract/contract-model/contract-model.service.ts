import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPE_VALUES,
  MODEL_BODY_MAX,
  MODEL_ENABLE_LABELS,
  MODEL_LABELS,
  MODEL_MACHINE,
  MODEL_SOURCE_LABELS,
  MODEL_SOURCES,
  MODEL_TAB_ORDER,
  contractModelApi,
  contractModelPdfApi,
  unknownPlaceholders,
  versionText,
  type BodyOf,
  type ContractModelRecord,
  type ModelAction,
  type ModelStatistics,
  type Page,
} from '@hrbd/contract';
import { constraintViolation } from '../../../db/dialect/index.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import type { DataScope } from '../../../platform/data-scope.js';
import { esignProviderFor, type StoredPdf } from '../../../platform/esign/esign-provider.js';
import { badRequest, conflict, found, notFound } from '../../../platform/errors.js';
import { keysetBatches, recordBatches } from '../../../platform/export/batches.js';
import { listExport } from '../../../platform/export/list-export.js';
import { randomCode } from '../../../platform/ids.js';
import { storedRichText } from '../../../platform/sanitize-html.js';
import { moveStates } from '../../../platform/state-move.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { countyNamer } from '../../common/region/region.service.js';
import { signingsPerMonth } from '../online-sign/online-sign.service.js';
import { newestCursor, type NewestCursor } from '../newest-first.repository.js';
import * as repo from './contract-model.repository.js';

type AddInput = BodyOf<typeof contractModelApi.add>;
type PdfAddInput = BodyOf<typeof contractModelPdfApi.add>;
type ListInput = BodyOf<typeof contractModelApi.page>;
type StatisticsInput = BodyOf<typeof contractModelApi.statistics>;
type ApproveInput = BodyOf<typeof contractModelApi.approve>;
type EnableInput = BodyOf<typeof contractModelApi.isEnable>;

const MODEL_STATE = { table: 'contractModel', key: 'id', state: 'approveState', machine: MODEL_MACHINE } as const;
const NOT_FOUND = '合同模板不存在';
/** 已通过 company (企业审核). */
const COMPANY_PASSED = 1;

// ---------------------------------------------------------------------------
// 新增 (rich text) and yunji/add (PDF)
// ---------------------------------------------------------------------------

/** The owner must be a passed company in the caller's scope. */
async function ownerOf(deps: AppDeps, actor: Actor, cmpyCode: string) {
  const company = found(await repo.companyByCode(deps.db, cmpyCode, actor.scope), `企业“${cmpyCode}”不存在`);
  if (company.approveType !== COMPANY_PASSED) throw conflict(`企业“${company.cmpyName}”尚未通过审核，不能添加合同模板`);
  return company;
}

/** Writes a new model (the next version of its name for the company), 待审核. */
async function insertVersion(
  deps: AppDeps,
  actor: Actor,
  head: { modelName: string; modelType: number; cmpyCode: string },
  body: { sourceType: number; content: string; pdf: StoredPdf | null; provider: string },
) {
  const company = await ownerOf(deps, actor, head.cmpyCode);
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      const version = (await repo.latestVersion(trx, company.id, head.modelName)) + 1;
      const now = nowText();
      const modelCode = `HT${randomCode(16).toUpperCase()}`;
      await repo.insertModel(trx, {
        modelCode,
        modelName: head.modelName,
        modelType: head.modelType,
        sourceType: body.sourceType,
        version,
        cmpyId: company.id,
        content: body.content,
        pdfKey: body.pdf?.objectKey ?? '',
        pdfSha256: body.pdf?.sha256 ?? '',
        pdfSize: body.pdf?.size ?? 0,
        esignProvider: body.provider,
        esignRef: body.pdf?.providerRef ?? '',
        approveState: 0,
        isEnable: 0,
        rejectDesc: '',
        submitterId: actor.userId,
        submitterName: actor.realName,
        reviewerName: '',
        reviewTime: '',
        createTime: now,
        updateTime: now,
      });
      return { modelCode, version, approveState: 0 };
    });
  try {
    return await write();
  } catch (error) {
    // Two saves of one name at once: the unique version lets one through.
    if (constraintViolation(error) === 'unique') throw conflict(`合同模板“${head.modelName}”正在被他人保存，请稍后重试`);
    throw error;
  }
}

/** 新增: rich text, cleaned by the allow-list; placeholders must be ours. */
export async function addModel(deps: AppDeps, actor: Actor, input: AddInput) {
  const content = storedRichText(input.content, '请输入合同正文', { label: '合同正文', max: MODEL_BODY_MAX });
  const unknown = unknownPlaceholders(content);
  if (unknown.length > 0) throw badRequest(`合同正文含未知占位符：${unknown.map((p) => `{{${p}}}`).join('、')}`);
  return insertVersion(deps, actor, input, { sourceType: MODEL_SOURCES.richText, content, pdf: null, provider: '' });
}

/** yunji/add: an uploaded PDF registered with the e-sign provider (checked to be a PDF of at most 20 MB, digested). */
export async function addPdfModel(deps: AppDeps, actor: Actor, input: PdfAddInput) {
  const provider = esignProviderFor(deps.config);
  await ownerOf(deps, actor, input.cmpyCode);
  const pdf = await provider.registerTemplate(deps.storage, input.pdfKey);
  const saved = await insertVersion(deps, actor, input, { sourceType: MODEL_SOURCES.pdf, content: '', pdf, provider: provider.code });
  return { ...saved, pdfSha256: pdf.sha256, pdfSize: pdf.size };
}

// ---------------------------------------------------------------------------
// 审核 and 启用/停用
// ---------------------------------------------------------------------------

/** Batch review: every model must exist in the scope and be 待审核, or nothing changes. */
export async function approveModels(deps: AppDeps, actor: Actor, input: ApproveInput) {
  const action: ModelAction = input.approveState === 1 ? 'pass' : 'reject';
  const reason = action === 'reject' ? input.rejectDesc : '';
  const codes = [...new Set(input.modelCodes)];
  return deps.db.transaction().execute(async (trx) => {
    const rows = await repo.modelsByCodes(trx, codes, actor.scope);
    const now = nowText();
    const moved = await moveStates(trx, MODEL_STATE, {
      action,
      batch: true,
      requested: codes,
      rows: rows.map((m) => ({ key: m.id, state: m.approveState, code: m.modelCode, name: `${m.modelName}（${versionText(m.version)}）` })),
      changes: { rejectDesc: reason, reviewerName: actor.realName, reviewTime: now, updateTime: now },
    });
    const codeOf = new Map(rows.map((m) => [m.id, m.modelCode]));
    return moved.map((m) => ({ modelCode: codeOf.get(m.key) ?? '', approveState: m.to }));
  });
}

/** 启用/停用: only a passed model (the machine's 409 otherwise). */
export async function enableModel(deps: AppDeps, actor: Actor, input: EnableInput) {
  const [model] = await repo.modelsByCodes(deps.db, [input.modelCode], actor.scope);
  if (!model) throw notFound(NOT_FOUND);
  if (model.isEnable === input.isEnable) throw conflict(`合同模板“${model.modelName}”已是${MODEL_ENABLE_LABELS[input.isEnable]}状态`);
  const action: ModelAction = input.isEnable === 1 ? 'enable' : 'disable';
  await moveStates(deps.db, MODEL_STATE, {
    action,
    rows: [{ key: model.id, state: model.approveState }],
    changes: { isEnable: input.isEnable, updateTime: nowText() },
  });
  return { modelCode: model.modelCode, isEnable: input.isEnable };
}

// ---------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------

function filterOf(scope: DataScope, input: StatisticsInput & { approveState?: number }): repo.ModelFilter {
  return {
    scope,
    approveState: input.approveState,
    modelName: input.modelName,
    modelType: input.modelType,
    sourceType: input.sourceType,
    isEnable: input.isEnable,
    cmpyName: input.cmpyName,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
}

type CountyNamer = (countyCode: string) => string;


function toRecord(deps: AppDeps, row: repo.ModelListRow, countyName: CountyNamer): ContractModelRecord {
  return {
    modelCode: row.modelCode,
    modelName: row.modelName,
    modelType: row.modelType,
    sourceType: row.sourceType,
    version: row.version,
    cmpyCode: row.cmpyCode,
    cmpyName: row.cmpyName,
    countyCode: row.countyCode,
    countyName: countyName(row.countyCode),
    approveState: row.approveState,
    isEnable: row.isEnable,
    rejectDesc: row.rejectDesc,
    submitterName: row.submitterName,
    createTime: row.createTime,
    reviewerName: row.reviewerName,
    reviewTime: row.reviewTime,
    signCount: Number(row.signCount),
    content: row.content,
    pdfUrl: row.pdfKey ? deps.fileUrls.sign(row.pdfKey).url : '',
    pdfSize: row.pdfSize,
    pdfSha256: row.pdfSha256,
    esignProvider: row.esignProvider,
  };
}

export async function pageModels(deps: AppDeps, actor: Actor, input: ListInput): Promise<Page<ContractModelRecord>> {
  const [page, namer] = await Promise.all([repo.pageModels(deps.db, filterOf(actor.scope, input), input), countyNamer(deps.db)]);
  return { total: page.total, records: page.records.map((r) => toRecord(deps, r, namer)) };
}

/** The 12 months ending with this one, as YYYY-MM. */
function lastMonths(now: string, count = 12): string[] {
  const [year, month] = [Number(now.slice(0, 4)), Number(now.slice(5, 7))];
  return Array.from({ length: count }, (_, i) => {
    const total = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

export async function modelStatistics(deps: AppDeps, actor: Actor, input: StatisticsInput): Promise<ModelStatistics> {
  const filter = filterOf(actor.scope, input);
  const months = lastMonths(nowText());
  const [byState, byType, enabled, perMonth] = await Promise.all([
    repo.countByState(deps.db, filter),
    repo.countByType(deps.db, filter),
    repo.countEnabled(deps.db, filter),
    signingsPerMonth(deps.db, actor.scope, { modelType: input.modelType, cmpyName: input.cmpyName }, `${months[0]}-01 00:00:00`),
  ]);
  return {
    byState: MODEL_TAB_ORDER.map((approveState) => ({ approveState, label: MODEL_MACHINE.label(approveState), count: byState.get(approveState) ?? 0 })),
    byType: CONTRACT_TYPE_VALUES.map((modelType) => ({ modelType, label: CONTRACT_TYPE_LABELS[modelType] ?? String(modelType), count: byType.get(modelType) ?? 0 })),
    enabled,
    signingsByMonth: months.map((month) => {
      const states = perMonth.get(month) ?? new Map<number, number>();
      const n = (s: number) => states.get(s) ?? 0;
      return { month, total: n(0) + n(1) + n(2) + n(3), pending: n(0), signed: n(1), refused: n(2), expired: n(3) };
    }),
  };
}

export const exportModels = listExport<typeof contractModelApi.export, typeof MODEL_LABELS, ContractModelRecord>(MODEL_LABELS, async ({ deps, actor, body }) => {
  const filter = filterOf(actor.scope, body);
  const namer = await countyNamer(deps.db);
  return {
    count: () => repo.countModels(deps.db, filter),
    values: {
      modelName: (r) => r.modelName,
      approveState: (r) => MODEL_MACHINE.label(r.approveState),
      isEnable: (r) => MODEL_ENABLE_LABELS[r.isEnable] ?? String(r.isEnable),
      createTime: (r) => r.createTime,
      modelType: (r) => CONTRACT_TYPE_LABELS[r.modelType] ?? String(r.modelType),
      sourceType: (r) => MODEL_SOURCE_LABELS[r.sourceType] ?? String(r.sourceType),
      version: (r) => versionText(r.version),
      cmpyName: (r) => r.cmpyName,
      countyName: (r) => r.countyName,
      signCount: (r) => r.signCount,
      submitterName: (r) => r.submitterName,
      reviewerName: (r) => r.reviewerName,
      reviewTime: (r) => r.reviewTime,
      rejectDesc: (r) => r.rejectDesc,
      pdfSha256: (r) => r.pdfSha256,
      modelCode: (r) => r.modelCode,
    },
    batches: () =>
      recordBatches(
        keysetBatches(deps.db, (after: NewestCursor | null, limit) => repo.modelBatch(deps.db, filter, after, limit), newestCursor),
        (rows) => rows.map((r) => toRecord(deps, r, namer)),
      ),
  };
});
