import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ENV_NAME_PATTERN, TEMPLATE_LIMITS } from '@gpucloud/contracts';
import { Button, Checkbox, Form, type FormInstance, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpsTemplateValues } from './templateForm';
import './i18n';

/** One variable: its value typed masked once it is secret; a stored secret shows no value at all. */
function EnvRow({
  form,
  field,
  index,
  onRemove,
}: {
  form: FormInstance<OpsTemplateValues>;
  field: { name: number };
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('opsTemplates');
  const secret = Form.useWatch(['env', field.name, 'secret'], form) === true;
  const stored = form.getFieldValue(['env', field.name, 'stored']) === true;
  const valueLabel = `${t('dialog.envValue')} ${index + 1}`;
  const placeholder = stored && secret ? t('dialog.envKept') : t('dialog.envValue');
  return (
    <Space align="baseline" wrap>
      <Form.Item
        name={[field.name, 'name']}
        rules={[
          { required: true, message: t('dialog.required') },
          { pattern: ENV_NAME_PATTERN, message: t('dialog.envNameRule') },
        ]}
      >
        <Input
          aria-label={`${t('dialog.envName')} ${index + 1}`}
          placeholder={t('dialog.envName')}
          maxLength={TEMPLATE_LIMITS.envNameMax}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name={[field.name, 'value']}>
        {secret ? (
          <Input.Password
            aria-label={valueLabel}
            placeholder={placeholder}
            maxLength={TEMPLATE_LIMITS.envValueMax}
            autoComplete="new-password"
          />
        ) : (
          <Input
            aria-label={valueLabel}
            placeholder={placeholder}
            maxLength={TEMPLATE_LIMITS.envValueMax}
            autoComplete="off"
          />
        )}
      </Form.Item>
      <Form.Item name={[field.name, 'secret']} valuePropName="checked">
        <Checkbox aria-label={`${t('dialog.envSecret')} ${index + 1}`}>{t('dialog.envSecret')}</Checkbox>
      </Form.Item>
      <Button
        type="text"
        aria-label={t('dialog.removeEnv', { index: index + 1 })}
        icon={<MinusCircleOutlined aria-hidden />}
        onClick={onRemove}
      />
    </Space>
  );
}

/** The template's environment variables, at most TEMPLATE_LIMITS.envMax. */
export function EnvRows({ form }: { form: FormInstance<OpsTemplateValues> }) {
  const { t } = useTranslation('opsTemplates');
  return (
    <fieldset>
      <legend>{t('dialog.env')}</legend>
      <Form.List name="env">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <EnvRow
                key={field.key}
                form={form}
                field={field}
                index={index}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= TEMPLATE_LIMITS.envMax}
              onClick={() => add({ name: '', value: '', secret: false })}
            >
              {t('dialog.addEnv')}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
