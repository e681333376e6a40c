import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TEMPLATE_LIMITS } from '@gpucloud/contracts';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

/** The HTTP ports the template's program serves, each with a label, at most TEMPLATE_LIMITS.portsMax. */
export function PortRows() {
  const { t } = useTranslation('opsTemplates');
  const required = [{ required: true, message: t('dialog.required') }];
  return (
    <fieldset>
      <legend>{t('dialog.ports')}</legend>
      <Form.List name="ports">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'port']} rules={required}>
                  <InputNumber
                    aria-label={`${t('dialog.port')} ${index + 1}`}
                    placeholder={t('dialog.port')}
                    min={1}
                    max={65_535}
                    precision={0}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'label']} rules={required}>
                  <Input
                    aria-label={`${t('dialog.portLabel')} ${index + 1}`}
                    placeholder={t('dialog.portLabel')}
                    maxLength={TEMPLATE_LIMITS.portLabelMax}
                  />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={t('dialog.removePort', { index: index + 1 })}
                  icon={<MinusCircleOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= TEMPLATE_LIMITS.portsMax}
              onClick={() => add({ label: '' })}
            >
              {t('dialog.addPort')}
            </Button>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
