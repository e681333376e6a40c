import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormDialogProps<Values> {
  /** The form's DOM id, which the dialog's ok button submits. */
  formId: string;
  form?: FormInstance<Values>;
  title: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  pending: boolean;
  danger?: boolean;
  width?: number;
  onClose: () => void;
  onFinish: (values: Values) => void;
  initialValues?: Partial<Values>;
  /** Said above the form. */
  intro?: ReactNode;
  /** Said below the form. */
  outro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The console's form dialog: a modal whose ok button submits a vertical form (so Enter submits
 * too, and antd validates before `onFinish`), closed and forgotten on cancel.
 */
export function FormDialog<Values>({
  formId,
  form,
  title,
  okText,
  cancelText,
  pending,
  danger,
  width,
  onClose,
  onFinish,
  initialValues,
  intro,
  outro,
  className,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal
      open
      width={width}
      title={title}
      onCancel={onClose}
      cancelText={cancelText}
      okText={okText}
      okButtonProps={{ danger, loading: pending, htmlType: 'submit', form: formId }}
      destroyOnHidden
    >
      {intro}
      <Form<Values>
        id={formId}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onFinish}
        className={className}
      >
        {children}
      </Form>
      {outro}
    </Modal>
  );
}
