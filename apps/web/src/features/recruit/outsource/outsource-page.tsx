import { DICT_TYPES, OUTSOURCE_STATE_LABELS, OUTSOURCE_STATE_TABS, outsourceApi } from '@hrbd/contract';
import { useMemo, useState } from 'react';
import { ListPage, type StatusTabs } from '../../../components/list-page';
import { useDict, useEducation } from '../../../lib/reference-data';
import { OUTSOURCE_DATE_FILTER, outsourceColumns } from './columns';
import { OutsourceResumeDrawer } from './resume-drawer';

/** 全部, then the states in the order a placement goes through them; each tab counted under the same filters. */
const TABS: StatusTabs = {
  field: 'state',
  items: [{ value: undefined, label: '全部' }, ...OUTSOURCE_STATE_TABS.map((value) => ({ value, label: OUTSOURCE_STATE_LABELS[value] }))],
};

/**
 * 外包员工: people placed with companies through dispatch and outsourcing
 * agencies, by their state today; a row opens the person's resume, 导出
 * writes what the filters and tab show.
 */
export default function OutsourcePage() {
  const education = useEducation();
  const gender = useDict(DICT_TYPES.gender);
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = useMemo(() => outsourceColumns({ education, gender: gender.label, onView: (r) => setViewing(r.outsourceCode) }), [education, gender]);

  return (
    <>
      <ListPage
        endpoint={outsourceApi.getOutsourcingEmployeeList}
        stateKey="recruit:outsource"
        columns={columns}
        rowKey="outsourceCode"
        tabs={TABS}
        extraFilters={OUTSOURCE_DATE_FILTER}
        exportEndpoint={outsourceApi.exportListHandler}
      />
      <OutsourceResumeDrawer outsourceCode={viewing} education={education} onClose={() => setViewing(null)} />
    </>
  );
}
