import { idCardProblem, industrialArmyApi, normalizeIdCard, type ResumeProfile } from '@hrbd/contract';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../lib/api';
import { trackClick } from '../../../lib/tracking';

interface IdCardLookupProps {
  onFound: (profile: ResumeProfile) => void;
}

/**
 * 按身份证号查询: the number is checked here as the server checks it (GB 11643:
 * shape, birth date, check character), so a mistyped digit is named before
 * anything is sent; the server's answer (not found …) shows under the box.
 */
export function IdCardLookup({ onFound }: IdCardLookupProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async (typed: string) => {
    const idCard = normalizeIdCard(typed);
    const wrong = idCard === '' ? '请输入身份证号' : idCardProblem(idCard);
    setProblem(wrong);
    if (wrong) return;
    trackClick(industrialArmyApi.getResumeInfoByCard.summary);
    setBusy(true);
    try {
      onFound(await callApi(industrialArmyApi.getResumeInfoByCard, { query: { idCard } }));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical">
      <Form.Item label="身份证号" validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
        <Input.Search
          allowClear
          placeholder="请输入身份证号"
          enterButton="查询"
          maxLength={20}
          loading={busy}
          onSearch={(text) => void search(text)}
          onChange={() => setProblem(null)}
        />
      </Form.Item>
      <Typography.Text type="secondary">按身份证号查询求职者的完整简历，查询记录将写入操作日志。</Typography.Text>
    </Form>
  );
}
