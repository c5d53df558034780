import { resourceApi, type ResourceRecord } from '@hrbd/contract';
import { Input } from 'antd';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/query';
import { ResourceDetail } from './resource-detail';

/** 按权限标识查询: finds one resource by its exact code; a miss shows the server's message. */
export function CodeLookup() {
  const [found, setFound] = useState<ResourceRecord | null>(null);
  const lookup = useApiMutation(resourceApi.queryResourcesByCode, { successMessage: false, onSuccess: setFound });
  return (
    <>
      <Input.Search
        aria-label="按权限标识查询"
        placeholder="按权限标识查询，如 system:user:add"
        enterButton="查询"
        allowClear
        loading={lookup.isPending}
        style={{ width: 360 }}
        onSearch={(code) => {
          if (code.trim()) lookup.mutate({ body: { code: code.trim() } });
        }}
      />
      <ResourceDetail resource={found} onClose={() => setFound(null)} />
    </>
  );
}
