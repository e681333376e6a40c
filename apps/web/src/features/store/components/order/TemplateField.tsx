import type { ImageOption, Template } from '@gpucloud/contracts';
import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../i18n';

/**
 * The order form's template picker (issue 42): the caller's templates and the published public ones
 * whose image this host runs; choosing one sets the image (the form's onValuesChange does).
 */
export function TemplateField({ templates, images }: { templates: Template[]; images: ImageOption[] }) {
  const { t } = useTranslation('storeOrder');
  const runs = (template: Template) => images.some((image) => image.ImageId === template.ImageId);
  const own = templates.filter((template) => !template.Public && runs(template));
  const shared = templates.filter((template) => template.Public && runs(template));
  if (own.length + shared.length === 0) return null;
  const option = (template: Template) => ({
    value: template.TemplateId,
    label: `${template.Name} · ${template.ImageName}`,
  });
  return (
    <Form.Item name="templateId" label={t('templates.picker.label')} extra={t('templates.picker.hint')}>
      <Select
        aria-label={t('templates.picker.label')}
        options={[
          { value: 0, label: t('templates.picker.none') },
          ...(own.length ? [{ label: t('templates.picker.own'), options: own.map(option) }] : []),
          ...(shared.length ? [{ label: t('templates.picker.public'), options: shared.map(option) }] : []),
        ]}
      />
    </Form.Item>
  );
}

/** What the chosen template will run, and whether this host's data disk holds it. */
export function TemplateSummary({ template, dataDiskGb }: { template: Template; dataDiskGb: number }) {
  const { t } = useTranslation('storeOrder');
  return (
    <section aria-label={template.Name}>
      <ul>
        <li>
          {template.Command
            ? t('templates.summary.command', { command: template.Command })
            : t('templates.summary.noCommand')}
        </li>
        {template.Env.length > 0 && (
          <li>{t('templates.summary.env', { names: template.Env.map((entry) => entry.Name).join(', ') })}</li>
        )}
        {template.Ports.length > 0 && (
          <li>
            {t('templates.summary.ports', {
              ports: template.Ports.map((entry) => `${entry.Port} (${entry.Label})`).join(', '),
            })}
          </li>
        )}
        <li>{t('templates.summary.disk', { gb: template.DiskGb })}</li>
      </ul>
      {dataDiskGb < template.DiskGb && (
        <Alert
          type="warning"
          showIcon
          title={t('templates.summary.diskTooSmall', { has: dataDiskGb, gb: template.DiskGb })}
        />
      )}
    </section>
  );
}
