import { communityApi, perm, quitApi, regionApi, type QuitRecord } from '@hrbd/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderScreen } from '../../../test/render-screen';
import QuitPage from './quit-page';

function apply(overrides: Partial<QuitRecord>): QuitRecord {
  return {
    applyCode: 'q1', tenantCode: 't1', name: '王伟', mobile: '139****5678', cmpyName: '新郑市华南机械制造有限公司', villageName: '龙湖人才公寓', roomLabel: '1号楼1单元0101室',
    applyState: 0, quitDate: '2026-12-10', actualQuitDate: null, reason: '工作调动', rejectReason: '', operatorName: '', decideTime: null, applyTime: '2026-11-20 09:30:00',
    ...overrides,
  };
}

describe('退租申请', { timeout: 300_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers 确认退租 only on a 待确认 application', async () => {
    const rows = [apply({}), apply({ applyCode: 'q2', name: '李娜', applyState: 1, actualQuitDate: '2026-12-12', operatorName: '系统管理员', decideTime: '2026-11-21 10:00:00' })];
    mockApi()
      .on(regionApi.selectByCityCode, [])
      .on(communityApi.queryAllCommunity, [])
      .on(quitApi.pagelist, { records: rows, total: rows.length, counts: [{ applyState: 0, count: 1 }, { applyState: 1, count: 1 }] });
    renderScreen(<QuitPage />, { permissions: [perm.oddjobMarket.rent.quit.list, perm.oddjobMarket.rent.quit.confirm] });
    const pending = (await screen.findByText('王伟')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('待确认')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /确认退租/ })).toBeInTheDocument();
    const confirmed = screen.getByText('李娜').closest('tr') as HTMLElement;
    expect(within(confirmed).getByText('已确认')).toBeInTheDocument();
    expect(within(confirmed).queryByRole('button', { name: /确认退租/ })).not.toBeInTheDocument();
  });
});
