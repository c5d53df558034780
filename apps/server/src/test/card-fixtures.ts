import { fileApi, type RechargeSubmitInput } from '@hrbd/contract';
import { expect } from 'vitest';
import { submitRecharge } from '../modules/card/recharge/recharge.service.js';
import { idCardFor } from './apply-fixtures.js';
import type { TestServer } from './harness.js';
import { creditCodeFor, passedCompany, XINZHENG, type Place } from './recruit-fixtures.js';
import { multipartBody, pngImage } from './upload-fixtures.js';

/**
 * Recharge applications for the card tests: a passed company (through the
 * API), and applications written through the service the companies' app
 * calls (the console has no call that creates one).
 */

let serial = 0;
/** Fixture serials only count up (files of a worker share modules). */
const next = () => ++serial;

/** `count` people with valid, unique ID numbers, each to be credited `amount` cents. */
export function rechargeLines(count: number, amount = 20_000): RechargeSubmitInput['lines'] {
  const batch = next();
  return Array.from({ length: count }, (_, i) => ({
    name: `测试${batch}号${i + 1}`,
    idCard: idCardFor('410184', `19${String(70 + (batch % 30)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`, (batch * 37 + i) % 1000),
    mobile: `139${String(batch).padStart(4, '0').slice(-4)}${String(i).padStart(4, '0')}`,
    amount,
  }));
}

export async function rechargeCompany(server: TestServer, admin: string, place: Place = XINZHENG) {
  const n = 8000 + next();
  return passedCompany(server, admin, n, place === XINZHENG ? {} : { ...place, creditCode: creditCodeFor(n, place.countyCode) });
}

/** An application of `lines`, totals as the lines', unless overridden. */
export function rechargeForm(cmpyCode: string, lines: RechargeSubmitInput['lines'], overrides: Partial<RechargeSubmitInput> = {}): RechargeSubmitInput {
  return {
    cmpyCode,
    contactPerson: '赵敏',
    contactTell: '0371-62281234',
    explainRemark: '11月员工福利充值',
    rechargeTotalPeople: lines.length,
    rechargeTotalMoney: lines.reduce((sum, l) => sum + l.amount, 0),
    lines,
    ...overrides,
  };
}

export async function submittedRecharge(server: TestServer, cmpyCode: string, people = 3, amount = 20_000) {
  const lines = rechargeLines(people, amount);
  const { id, applyCode } = await submitRecharge(server.deps.db, rechargeForm(cmpyCode, lines));
  return { id, applyCode, lines };
}

/** A transfer receipt's picture, uploaded as the recharge dialog does (fileManage/uploadFile); its object key. */
export async function uploadReceipt(server: TestServer, token: string): Promise<string> {
  const { payload, headers } = multipartBody({}, { name: '转账回单.png', type: 'image/png', data: pngImage(8) });
  const raw = await server.app.inject({ method: 'POST', url: fileApi.uploadFile.path, headers: { ...headers, authorization: token }, payload });
  expect(raw.statusCode, raw.body).toBe(200);
  return fileApi.uploadFile.response.parse(raw.json().data).objectKey;
}
