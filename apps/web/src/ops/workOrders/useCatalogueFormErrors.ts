import { useTranslation } from 'react-i18next';
import type { KnownRefusals } from '../staff/useServerFieldErrors';
import { type CatalogueRefusal, catalogueRefusal } from './catalogueRefusal';

/** Refusals that are about the names typed in the form. */
const NAME_TAKEN: readonly CatalogueRefusal[] = ['categoryExists', 'subcategoryExists'];

/**
 * A catalogue form's own refusal: a taken name goes under both name fields in the reader's
 * language; bad input goes through the usual mapping (the toast has said it in general).
 */
export function useCatalogueFormErrors(): KnownRefusals {
  const { t } = useTranslation('opsWorkOrders');
  return (error) => {
    const refusal = catalogueRefusal(error);
    if (!refusal || !NAME_TAKEN.includes(refusal)) return null;
    return ['name', 'name_en'].map((name) => ({ name, errors: [t(`refusals.${refusal}`)] }));
  };
}
