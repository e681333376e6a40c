import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { type CatalogueRefusal, catalogueRefusal } from './catalogueRefusal';

/** Refusals that are about the names typed in the form. */
const NAME_TAKEN: readonly CatalogueRefusal[] = ['categoryExists', 'subcategoryExists'];

/**
 * Puts a catalogue form's failures on its fields: a taken name under both name fields in the
 * reader's language, bad input on the fields it names (the toast has said it in general).
 */
export function useCatalogueFormErrors<Values>(
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
) {
  const { t } = useTranslation('opsWorkOrders');
  const showOnFields = useServerFieldErrors(form, fields);
  return (error: Error) => {
    const refusal = catalogueRefusal(error);
    if (refusal && NAME_TAKEN.includes(refusal)) {
      const names = fields.filter((field) => field === 'name' || field === 'name_en');
      form.setFields(
        names.map((name) => ({ name, errors: [t(`refusals.${refusal}`)] })) as Parameters<
          FormInstance<Values>['setFields']
        >[0],
      );
    } else {
      showOnFields(error);
    }
  };
}
