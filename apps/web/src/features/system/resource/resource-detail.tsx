import type { ResourceRecord } from '@hrbd/contract';
import { Descriptions, Modal } from 'antd';
import { orDash } from '../../../lib/format';
import { ResourceTypeTag } from './columns';

/** One resource in full, as found by 权限标识. */
export function ResourceDetail({ resource, onClose }: { resource: ResourceRecord | null; onClose: () => void }) {
  return (
    <Modal title="资源详情" open={resource !== null} onCancel={onClose} footer={null} width={600}>
      {resource && (
        <Descriptions column={2} bordered size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label="资源名称">{resource.name}</Descriptions.Item>
          <Descriptions.Item label="资源类型">
            <ResourceTypeTag type={resource.type} />
          </Descriptions.Item>
          <Descriptions.Item label="权限标识" span={2}>
            {resource.code}
          </Descriptions.Item>
          <Descriptions.Item label="路由地址">{orDash(resource.path)}</Descriptions.Item>
          <Descriptions.Item label="图标">{orDash(resource.icon)}</Descriptions.Item>
          <Descriptions.Item label="排序">{resource.sort}</Descriptions.Item>
          <Descriptions.Item label="是否隐藏">{resource.hidden ? '是' : '否'}</Descriptions.Item>
          <Descriptions.Item label="资源ID">{resource.id}</Descriptions.Item>
          <Descriptions.Item label="上级资源ID">{resource.parentId === 0 ? '顶级资源' : resource.parentId}</Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {orDash(resource.remark)}
          </Descriptions.Item>
          <Descriptions.Item label="创建时间" span={2}>
            {resource.createTime}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
