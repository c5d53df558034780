import { PlusOutlined } from '@ant-design/icons';
import { COURSE_APPROVE_TYPES, COURSE_DELETABLE, COURSE_MACHINE, courseApi, perm, type CourseRecord } from '@hrbd/contract';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-page';
import { ActionLink, ConfirmAction, RowActions } from '../../../components/row-actions';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyComponent } from '../../../lib/lazy-module';
import { COURSE_EXTRA_FILTERS, COURSE_LOAD_FAILED, courseColumns } from './columns';
import { CourseDetailDrawer } from './course-detail';
import { useCourseLabelOptions } from './course-tags';
import type { CourseView } from './course-views';
import { useCourseCommands } from './use-course-commands';

// The form (address picker, image and rich-text fields) loads when 新增 or 编辑 is first pressed, not with the list.
const CourseForm = lazyComponent(() => import('./course-form').then((m) => ({ default: m.CourseForm })), null);

type Row = Pick<CourseRecord, 'courseCode' | 'courseName' | 'approveType'>;

/** The most links a row shows (an 已上线 course: 详情 下线 刷新): the 操作 column's width. */
const WIDEST = ['详情', '编辑', '上线', '删除'];

/**
 * 课程列表, 线上课程 and 自定义课程: one page over the course table, set by
 * its view. Each row offers what its state allows (COURSE_MACHINE) and the
 * user's codes permit, each asked before it is sent.
 */
export function CoursePage({ view }: { view: CourseView }) {
  const { can } = useCurrentUser();
  const commands = useCourseCommands();
  const labels = useCourseLabelOptions(view.fixed.courseType);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const endpoints = view.online
    ? { add: courseApi.addOnlineCourse, edit: courseApi.editOnlineCourse, remove: courseApi.delOnlineCourse }
    : { add: courseApi.addBDCourse, edit: courseApi.saveCourseInfo, remove: courseApi.delByCourseCode };
  const mayAdd = can(endpoints.add);
  const mayEdit = can(endpoints.edit);
  const mayRemove = can(endpoints.remove);
  // 下线 in 课程列表 is its own button code; 线上课程 takes courses offline through downLineCourse.
  const mayOffline = view.online ? can(courseApi.downLineCourse) : can(perm.train.course.list.offline);
  const mayOnline = can(courseApi.changeOnlineType);
  const mayRefresh = can(courseApi.refreshCourse);

  const actionsOf = useCallback(
    (course: Row, inDrawer: boolean) => {
        const state = course.approveType;
        const name = `课程“${course.courseName}”`;
        return (
          <RowActions>
            {!inDrawer && <ActionLink onClick={() => setViewing(course.courseCode)}>详情</ActionLink>}
            {mayEdit && state !== COURSE_APPROVE_TYPES.online && COURSE_MACHINE.can('edit', state) && (
              <ActionLink onClick={() => setEditing(course.courseCode)}>编辑</ActionLink>
            )}
            {mayOnline && COURSE_MACHINE.can('online', state) && (
              <ConfirmAction title={`确定上线${name}吗？`} onConfirm={() => commands.online(course.courseCode).catch(() => undefined)}>
                上线
              </ConfirmAction>
            )}
            {mayOffline && COURSE_MACHINE.can('offline', state) && (
              <ConfirmAction
                title={`确定下线${name}吗？下线后学员将看不到该课程。`}
                onConfirm={() => (view.online ? commands.downLine(course.courseCode) : commands.offline(course.courseCode)).catch(() => undefined)}
              >
                下线
              </ConfirmAction>
            )}
            {mayRefresh && COURSE_MACHINE.can('refresh', state) && (
              <ConfirmAction title={`确定刷新${name}吗？刷新后课程将排在列表前面。`} onConfirm={() => commands.refresh(course.courseCode).catch(() => undefined)}>
                刷新
              </ConfirmAction>
            )}
            {mayRemove && COURSE_DELETABLE.includes(state) && (
              <ConfirmAction
                danger
                title={`确定删除${name}吗？删除后不可恢复。`}
                onConfirm={() => (view.online ? commands.removeOnline(course.courseCode) : commands.remove(course.courseCode)).then(() => setViewing(null)).catch(() => undefined)}
              >
                删除
              </ConfirmAction>
            )}
          </RowActions>
        );
    },
    [commands, mayEdit, mayOnline, mayOffline, mayRefresh, mayRemove, view.online],
  );

  const columns = useMemo(
    () =>
      courseColumns({
        onView: (course) => setViewing(course.courseCode),
        renderActions: (course) => actionsOf(course, false),
        widestActions: WIDEST,
        labelOptions: labels,
        without: [...(view.fixed.courseType ? (['courseType'] as const) : []), ...(view.fixed.courseNature ? (['courseNature'] as const) : [])],
      }),
    [actionsOf, labels, view.fixed.courseType, view.fixed.courseNature],
  );

  const toolbar = mayAdd && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
      新增
    </Button>
  );

  return (
    <>
      {view.online ? (
        <ListPage endpoint={courseApi.getOnlineCourseList} stateKey={view.stateKey} columns={columns} rowKey="courseCode" extraFilters={COURSE_EXTRA_FILTERS} toolbar={toolbar} loadFailure={COURSE_LOAD_FAILED} />
      ) : (
        <ListPage
          endpoint={courseApi.getBDCourseList}
          stateKey={view.stateKey}
          columns={columns}
          rowKey="courseCode"
          extraFilters={COURSE_EXTRA_FILTERS}
          fixedParams={view.fixed}
          toolbar={toolbar}
          loadFailure={COURSE_LOAD_FAILED}
        />
      )}
      <CourseDetailDrawer courseCode={viewing} onClose={() => setViewing(null)} renderActions={(course) => actionsOf(course, true)} />
      {editing !== undefined && <CourseForm view={view} courseCode={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
