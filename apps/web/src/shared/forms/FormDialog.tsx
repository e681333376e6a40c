import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';

/** The dialog's own ok and cancel buttons, or a footer of its own that submits the form itself. */
type Buttons =
  | {
      okText: ReactNode;
      /** antd's "Cancel" (in the page's language) when not given. */
      cancelText?: ReactNode;
      /** The ok button greyed out, e.g. until a quote allows it. */
      okDisabled?: boolean;
      footer?: never;
    }
  | {
      okText?: never;
      cancelText?: never;
      okDisabled?: never;
      /** Replaces the ok and cancel buttons; a submit button names the form by `form={formId}`. */
      footer: ReactNode;
    };

type FormDialogProps<Values> = Buttons & {
  /** The form's DOM id, which the dialog's ok button submits. */
  formId: string;
  /** The form's name: when given, antd prefixes its fields' DOM ids with it (`<name>_<field>`). */
  name?: string;
  form?: FormInstance<Values>;
  title: ReactNode;
  pending: boolean;
  danger?: boolean;
  width?: number;
  onClose: () => void;
  onFinish: (values: Values) => void;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  initialValues?: Partial<Values>;
  /** Required fields' labels keep antd's mark (its default); the staff console's forms do without. */
  requiredMark?: boolean;
  /** Said above the form. */
  intro?: ReactNode;
  /** Said below the form. */
  outro?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * The form dialog of the console and the staff console: a modal whose ok button submits a
 * vertical form (so Enter submits too, and antd validates before `onFinish`), closed and forgotten
 * on cancel.
 */
export function FormDialog<Values>({
  formId,
  name,
  form,
  title,
  okText,
  cancelText,
  okDisabled,
  footer,
  pending,
  danger,
  width,
  onClose,
  onFinish,
  onValuesChange,
  initialValues,
  requiredMark = false,
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
      okButtonProps={{ danger, disabled: okDisabled, loading: pending, htmlType: 'submit', form: formId }}
      {...(footer === undefined ? {} : { footer })}
      destroyOnHidden
    >
      {intro}
      <Form<Values>
        id={formId}
        name={name}
        form={form}
        layout="vertical"
        requiredMark={requiredMark ? undefined : false}
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        className={className}
      >
        {children}
      </Form>
      {outro}
    </Modal>
  );
}
