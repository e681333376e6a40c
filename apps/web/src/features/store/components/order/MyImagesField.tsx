import type { InstanceKind } from '@gpucloud/contracts';
import { Form, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsableImages } from '../../../../shared/queries/images';
import { Pill } from '../../../../shared/ui/Pill';
import styles from './MyImagesField.module.css';
import '../../i18n';

/**
 * "My images" beside the public image picker (the order form, reinitialise): the caller's ready
 * images and those shared with it that a host of `kind` runs; 0 keeps the public image. Shows
 * nothing when there are none.
 */
export function MyImagesField({
  kind,
  name = 'customImageId',
  className,
}: {
  kind: InstanceKind;
  name?: string;
  className?: string;
}) {
  const { t } = useTranslation('storeOrder');
  const labelId = useId();
  const usable = useUsableImages(kind);
  const images = usable.data?.list ?? [];
  if (images.length === 0) return null;
  return (
    <Form.Item
      name={name}
      label={<span id={labelId}>{t('images.picker.label')}</span>}
      extra={t('images.picker.hint')}
    >
      <Radio.Group aria-labelledby={labelId} className={className}>
        <Radio value={0} className={styles.choice}>
          <span className={styles.name}>{t('images.picker.none')}</span>
          <span className={styles.detail}>{t('images.picker.noneDetail')}</span>
        </Radio>
        {images.map((image) => (
          <Radio key={image.CustomImageId} value={image.CustomImageId} className={styles.choice}>
            <span className={styles.name}>{image.Name}</span>{' '}
            {image.Shared && <Pill tone="blue">{t('images.picker.shared')}</Pill>}
            <span className={styles.detail}>
              {t('images.picker.detail', { size: image.SizeGb, system: t(`images.systems.${image.System}`) })}
            </span>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
