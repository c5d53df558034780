import type { App } from 'antd';
import type { ReactNode } from 'react';

type ModalApi = ReturnType<typeof App.useApp>['modal'];

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  danger?: boolean;
}

/**
 * Asks before a decision is sent, and sends it from the question's 确定 (which
 * spins meanwhile). Resolves when it was sent; rejects when the person steps
 * back or the server refused — the mutation has shown that message already,
 * and the dialog that asked stays open with what was typed.
 */
export function confirmThen<T>(modal: ModalApi, options: ConfirmOptions, send: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: options.danger },
      // Settled here so the question closes either way; the caller learns the outcome from the promise.
      onOk: () => send().then(resolve, reject),
      onCancel: () => reject(new Error('已取消')),
    });
  });
}
