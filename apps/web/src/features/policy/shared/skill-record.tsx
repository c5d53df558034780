import { ATTACHMENT_MAX, SKILL_RECORD_STATE_LABELS, SKILL_RECORD_STATE_VALUES, type StateMachine } from '@hrbd/contract';
import { Space, Typography } from 'antd';
import { LabelTag } from '../../../components/label-tag';
import { FileUploader } from '../../../components/file-uploader';
import type { StatusTabs } from '../../../components/list-page';

/**
 * What 技能机构, 政策发文 and 申报通知 show alike: their one state machine's
 * tag and tabs, their attachments, their sanitised bodies.
 */

const STATE_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'warning' };

export function SkillStateTag({ value }: { value: number }) {
  return <LabelTag<number> value={value} labels={SKILL_RECORD_STATE_LABELS} colors={STATE_COLORS} />;
}

/** 全部 / 草稿 / 已提交 / 已撤销, each counted by the list's own total. */
export function skillStateTabs(machine: StateMachine<number, string>): StatusTabs {
  return { field: 'state', items: [{ value: undefined, label: '全部' }, ...SKILL_RECORD_STATE_VALUES.map((state) => ({ value: state, label: machine.label(state) }))] };
}

/** A form field of attachment keys: one FileUploader per stored file and an empty one for the next (up to ATTACHMENT_MAX). */
export function AttachmentsField({ value = [], onChange, disabled }: { value?: string[]; onChange?: (keys: string[]) => void; disabled?: boolean }) {
  const slots = disabled ? value : [...value, ...(value.length < ATTACHMENT_MAX ? [undefined] : [])];
  if (slots.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {slots.map((key, index) => (
        <FileUploader
          key={key ?? `new-${index}`}
          value={key}
          disabled={disabled}
          onChange={(next) => {
            const keys = [...value];
            if (next) keys[index] = next;
            else keys.splice(index, 1);
            onChange?.(keys.filter(Boolean));
          }}
        />
      ))}
    </Space>
  );
}

/** Stored rich text: sanitised by the server when saved, pictures re-signed when read. */
export function RichTextView({ html }: { html: string }) {
  return <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A refused move's promise settled: the mutation has already shown the server's message (409 with the machine's sentence). */
export const shown = (): undefined => undefined;
