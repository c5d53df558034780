import { RESOURCE_LABELS, type ResourceRecord } from '@hrbd/contract';
import { Descriptions, Modal } from 'antd';
import { orDash } from '../../../lib/format';
import { hiddenText, parentText, ResourceTypeTag } from './columns';

const L = RESOURCE_LABELS;

/** One resource in full, as found by 权限标识. */
export function ResourceDetail({ resource, onClose }: { resource: ResourceRecord | null; onClose: () => void }) {
  return (
    <Modal title="资源详情" open={resource !== null} onCancel={onClose} footer={null} width={600}>
      {resource && (
        <Descriptions column={2} bordered size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label={L.name.label}>{resource.name}</Descriptions.Item>
          <Descriptions.Item label={L.type.label}>
            <ResourceTypeTag type={resource.type} />
          </Descriptions.Item>
          <Descriptions.Item label={L.code.label} span={2}>
            {resource.code}
          </Descriptions.Item>
          <Descriptions.Item label={L.path.label}>{orDash(resource.path)}</Descriptions.Item>
          <Descriptions.Item label={L.icon.label}>{orDash(resource.icon)}</Descriptions.Item>
          <Descriptions.Item label={L.sort.label}>{resource.sort}</Descriptions.Item>
          <Descriptions.Item label={L.hidden.label}>{hiddenText(resource.hidden)}</Descriptions.Item>
          <Descriptions.Item label={L.id.label}>{resource.id}</Descriptions.Item>
          <Descriptions.Item label={L.parentId.label}>{parentText(resource.parentId)}</Descriptions.Item>
          <Descriptions.Item label={L.remark.label} span={2}>
            {orDash(resource.remark)}
          </Descriptions.Item>
          <Descriptions.Item label={L.createTime.label} span={2}>
            {resource.createTime}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
