import { type Fen, fenToYuan } from '@gpucloud/domain';
import { formatMoney } from '../../shared/format';

/** Fen as every page shows money: "¥1,234.50", "-¥3.00". */
export const formatFenMoney = (fen: Fen): string => formatMoney(fenToYuan(fen));
