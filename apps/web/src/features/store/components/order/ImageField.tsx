import type { ImageOption } from '@gpucloud/contracts';
import { Form, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../../shared/ui/Pill';
import styles from './OrderPage.module.css';

/**
 * The image picker: each public image by its short name, system and full label (SPEC §3), and the
 * engine image a docker host really runs for it (docs/compute.md).
 */
export function ImageField({ images }: { images: ImageOption[] }) {
  const { t } = useTranslation('storeOrder');
  const labelId = useId();
  return (
    <Form.Item
      name="imageId"
      label={<span id={labelId}>{t('order.form.image')}</span>}
      rules={[{ required: true, message: t('order.form.imageRequired') }]}
    >
      <Radio.Group aria-labelledby={labelId} className={styles.choiceGrid}>
        {images.map((image) => (
          <Radio key={image.ImageId} value={image.ImageId} className={styles.choice}>
            <span className={styles.choiceName}>{image.ShortDisplayName}</span>{' '}
            <Pill tone={image.System === 'windows' ? 'blue' : 'gray'}>
              {image.System === 'windows' ? t('order.form.windows') : t('order.form.linux')}
            </Pill>
            <span className={styles.choiceDetail}>{image.Label}</span>
            {image.RunsAs ? (
              <span className={styles.choiceDetail}>{t('order.form.runsAs', { image: image.RunsAs })}</span>
            ) : null}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
