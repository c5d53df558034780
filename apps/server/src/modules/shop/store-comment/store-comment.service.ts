import { COMMENT_PHOTOS_MAX, COMMENT_STARS, COMMENT_TEXT_MAX, MOBILE_PATTERN, maskMobile, type CommentPage, type QueryOf, type StoreRating, storeCommentApi } from '@hrbd/contract';
import type { DbOrTrx } from '../../../db/database.js';
import type { Actor, AppDeps } from '../../../platform/context.js';
import { badRequest, conflict, found } from '../../../platform/errors.js';
import { randomCode } from '../../../platform/ids.js';
import { endOfFilter, nowText, startOfFilter } from '../../../platform/time.js';
import { placeNamer } from '../../common/region/region.service.js';
import * as repo from './store-comment.repository.js';
import type { NewComment } from './store-comment.table.js';

type ListInput = QueryOf<typeof storeCommentApi.queryCommentPC>;

/** What the consumer app sends when rating a store. */
export interface CommentInput {
  storeCode: string;
  star: number;
  content: string;
  photoKeys: readonly string[];
  userName: string;
  phone: string;
}

/** Average of `total` stars over `n` comments, one decimal (0 without any). */
const averageOf = (total: number, n: number) => (n === 0 ? 0 : Math.round((total / n) * 10) / 10);

/** A consumer's rating (consumer app; no catalogue row): only an 已认证 store can be rated. */
export async function addComment(db: DbOrTrx, input: CommentInput, now = nowText()): Promise<{ commentCode: string }> {
  if (!(COMMENT_STARS as readonly number[]).includes(input.star)) throw badRequest('评分应为 1–5 星');
  if (input.content.length > COMMENT_TEXT_MAX) throw badRequest(`评价内容不能超过${COMMENT_TEXT_MAX}个字`);
  if (input.photoKeys.length > COMMENT_PHOTOS_MAX) throw badRequest(`评价图片最多${COMMENT_PHOTOS_MAX}张`);
  if (!MOBILE_PATTERN.test(input.phone)) throw badRequest('手机号格式不正确');
  const store = found(await repo.ratableStore(db, input.storeCode), '商户不存在');
  if (store.approveType !== 1) throw conflict(`商户“${store.storeName}”尚未认证，不能评价`);
  const commentCode = randomCode(32);
  await repo.insertComments(db, [
    { commentCode, storeId: store.id, star: input.star, content: input.content, photoKeys: input.photoKeys.join(','), userName: input.userName, phone: input.phone, createTime: now },
  ]);
  return { commentCode };
}

/** Comments made elsewhere (the demo seed), written as they are after the same star check. */
export async function loadComments(db: DbOrTrx, rows: readonly NewComment[]): Promise<void> {
  if (rows.some((r) => !(COMMENT_STARS as readonly number[]).includes(r.star))) throw badRequest('评分应为 1–5 星');
  for (let i = 0; i < rows.length; i += 500) await repo.insertComments(db, rows.slice(i, i + 500));
}

/** A store's average rating and number of comments (the store's detail). */
export async function ratingOf(db: DbOrTrx, storeId: number): Promise<StoreRating> {
  const { n, total } = await repo.storeStars(db, storeId);
  return { average: averageOf(total, n), count: n };
}

export async function pageComments(deps: AppDeps, actor: Actor, input: ListInput): Promise<CommentPage> {
  const filter: repo.CommentFilter = {
    scope: actor.scope,
    storeCode: input.storeCode,
    storeName: input.storeName,
    star: input.star,
    hasPhoto: input.hasPhoto,
    from: input.beginTime ? startOfFilter(input.beginTime) : undefined,
    to: input.endTime ? endOfFilter(input.endTime) : undefined,
  };
  const [rows, stars, namer] = await Promise.all([repo.pageComments(deps.db, filter, input), repo.starCounts(deps.db, filter), placeNamer(deps.db)]);
  let total = 0;
  let starSum = 0;
  for (const [star, n] of stars) {
    total += n;
    starSum += star * n;
  }
  return {
    total,
    average: averageOf(starSum, total),
    stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: stars.get(star) ?? 0 })),
    records: rows.map((r) => ({
      commentCode: r.commentCode,
      storeCode: r.storeCode,
      storeName: r.storeName,
      countyName: namer(r).countyName,
      star: r.star,
      content: r.content,
      photos: (r.photoKeys ? r.photoKeys.split(',') : []).map((key) => ({ key, url: deps.fileUrls.sign(key).url })),
      userName: r.userName,
      phone: maskMobile(r.phone),
      createTime: r.createTime,
    })),
  };
}
