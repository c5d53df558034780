import { applyInfoApi, jobApi, stationApi } from '@hrbd/contract';
import { Alert, Form, Select, Spin } from 'antd';
import { useState } from 'react';
import { ModalForm } from '../../../components/modal-form';
import { useApiMutation, useApiQuery } from '../../../lib/query';

interface Values {
  stationNo: string;
}

/**
 * 加入驿站: puts a job on a 运营中 station's board. Recruit's own flag
 * (getShowJoinStationFlag) says first whether the job may join and why not
 * (已加入驿站“…”, not online, ended, company not passed).
 */
export function JoinStationDialog({ job, onClose }: { job: { jobCode: string; jobName: string } | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const flag = useApiQuery(applyInfoApi.getShowJoinStationFlag, { query: { jobCode: job?.jobCode ?? '' } }, { enabled: job !== null });
  const stations = useApiQuery(stationApi.getActivitiStationList, { query: { stationName: name } }, { enabled: job !== null });
  const join = useApiMutation(stationApi.jobjoinStation, { invalidates: [applyInfoApi.getShowJoinStationFlag, jobApi.queryJobInfoList, stationApi.getStationInfo, stationApi.getBDStationList] });
  const refused = flag.data && !flag.data.showFlag ? flag.data.reason : null;
  return (
    <ModalForm<Values>
      title={`加入驿站：${job?.jobName ?? ''}`}
      open={job !== null}
      onClose={onClose}
      onSubmit={(v) => join.mutateAsync({ query: { jobCode: job?.jobCode ?? '', stationNo: v.stationNo } })}
    >
      {flag.isLoading && <Spin />}
      {refused && <Alert type="warning" showIcon title={refused} style={{ marginBottom: 16 }} />}
      <Form.Item name="stationNo" label="驿站" rules={[{ required: true, message: '请选择驿站' }]}>
        <Select
          disabled={refused !== null}
          showSearch={{ filterOption: false, onSearch: setName }}
          placeholder="搜索运营中的驿站"
          loading={stations.isFetching}
          notFoundContent="暂无运营中的驿站"
          options={(stations.data ?? []).map((s) => ({ value: s.stationNo, label: `${s.stationName}（${s.countyName}）` }))}
        />
      </Form.Item>
    </ModalForm>
  );
}
