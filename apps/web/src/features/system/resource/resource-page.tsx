import { perm, resourceApi } from '@hrbd/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { ListPage } from '../../../components/list-page';
import { useSessionState } from '../../../lib/use-session-state';
import { CodeLookup } from './code-lookup';
import { resourceColumns } from './columns';
import { ResourceForm, type ResourceDraft } from './resource-form';
import { ResourceRowActions } from './resource-row-actions';
import { ResourceTreeTable } from './resource-tree-table';

type View = 'tree' | 'list';

/** 资源管理: the menus and buttons permissions are made of, as a tree and as a flat list. */
export default function ResourcePage() {
  const { can } = useCurrentUser();
  const [view, setView] = useSessionState<View>('resource:view', 'tree');
  const [draft, setDraft] = useState<ResourceDraft | null>(null);
  // Stable between renders: the filter forms are rebuilt when the columns change.
  const columns = useMemo(() => resourceColumns((resource) => <ResourceRowActions resource={resource} onEdit={setDraft} />), []);
  const addButton = can(perm.system.resource.add) && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setDraft({ parentId: 0, type: 'menu' })}>
      新增
    </Button>
  );
  // The switch sits in each view's card title, so the list page keeps its own card instead of nesting in another.
  const switcher = (
    <Segmented<View>
      value={view}
      onChange={setView}
      options={[
        { value: 'tree', label: '资源树' },
        { value: 'list', label: '资源列表' },
      ]}
    />
  );

  return (
    <>
      {view === 'tree' ? (
        // A list page's card (one line a row) without ListPage: the tree is not paged.
        <Card className="list-page list-page--one-line" title={switcher} variant="borderless">
          <ResourceTreeTable columns={columns} toolbar={addButton} />
        </Card>
      ) : (
        <ListPage
          title={switcher}
          endpoint={resourceApi.listPage}
          columns={columns}
          rowKey="id"
          toolbar={
            <>
              {addButton}
              <CodeLookup />
            </>
          }
        />
      )}
      <ResourceForm draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
